//! Names between the engine and Python: the engine's option and call names are camelCase
//! (`nInRow`, `legalActions`), Python's are snake_case (`n_in_row`, `legal_actions`).

/// `name` in camelCase: `n_in_row` → `nInRow`; names already in camelCase are kept.
pub fn camel_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut upper = false;
    for c in name.chars() {
        if c == '_' && !out.is_empty() {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// `name` in snake_case: `nInRow` → `n_in_row` (how Python lists the engine's defaults).
pub fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            out.push('_');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{camel_case, snake_case};

    #[test]
    fn snake_case_becomes_camel_case() {
        assert_eq!(camel_case("n_in_row"), "nInRow");
        assert_eq!(camel_case("first_click"), "firstClick");
        assert_eq!(camel_case("time_ms"), "timeMs");
        assert_eq!(camel_case("timeMs"), "timeMs");
        assert_eq!(camel_case("seed"), "seed");
        assert_eq!(snake_case("nInRow"), "n_in_row");
        assert_eq!(camel_case(&snake_case("firstClick")), "firstClick");
    }
}
