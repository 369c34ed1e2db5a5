"""The package's version is the playground's: the root Cargo.toml's, one number everywhere."""

import re
from importlib.metadata import version
from pathlib import Path

import playground

ROOT = Path(__file__).resolve().parents[2]


def package_version(manifest: Path) -> str:
    """The `[package] version` of a Cargo manifest."""
    section = re.search(r"^\[package\]\n(.*?)(?=^\[|\Z)", manifest.read_text(), re.M | re.S).group(1)
    return re.search(r'^version\s*=\s*"([^"]+)"', section, re.M).group(1)


def test_version_is_cargo_tomls():
    expected = package_version(ROOT / "Cargo.toml")
    assert playground.__version__ == expected
    # maturin takes the wheel's version from python/Cargo.toml: it must say the same.
    assert package_version(ROOT / "python" / "Cargo.toml") == expected
    assert version("playground") == expected
