//! The search tree: nodes in one growable arena, children of a node stored side by side.
//!
//! Indices are `u32` so the tree is the same size natively and in WebAssembly. A node's value is
//! kept from the point of view of the player who made the move leading to it (its `mover`), so
//! a parent picks the child whose mean value is best for the parent's player to move.

use crate::game::Action;

/// The index of the root node.
pub(crate) const ROOT: u32 = 0;

/// The most nodes a search adds to one tree (32 bytes each: about 32 MB, which a Chromebook's
/// browser tab can spare); past it playouts go on without growing the tree. Both agents use it,
/// so no playout count can make a tree grow without bound.
pub(crate) const MAX_NODES: usize = 1_000_000;

/// One position in the tree, reached from its parent by `action`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Node {
    /// The move from the parent that leads here (unused at the root).
    pub action: u32,
    /// The player who made `action`; `value_sum` is from this player's point of view.
    pub mover: u8,
    /// Whether the children have been created (a terminal position stays childless).
    pub expanded: bool,
    /// Index of the first child; the children are `first_child..first_child + num_children`.
    pub first_child: u32,
    /// How many children.
    pub num_children: u32,
    /// Playouts through this node.
    pub visits: u32,
    /// Sum of the playout values for `mover`.
    pub value_sum: f64,
    /// The prior probability the parent's policy gave `action`.
    pub prior: f32,
}

impl Node {
    /// A fresh, unvisited node.
    pub fn new(action: Action, mover: usize, prior: f32) -> Self {
        Node {
            action: action as u32,
            mover: mover as u8,
            expanded: false,
            first_child: 0,
            num_children: 0,
            visits: 0,
            value_sum: 0.0,
            prior,
        }
    }

    /// The mean playout value for `mover`, or `None` before the first visit.
    pub fn mean(&self) -> Option<f64> {
        (self.visits > 0).then(|| self.value_sum / f64::from(self.visits))
    }
}

/// An arena of nodes; node [`ROOT`] is the root.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Tree {
    /// All nodes; children of one node are contiguous.
    pub nodes: Vec<Node>,
}

impl Tree {
    /// A tree holding only a root.
    pub fn new() -> Self {
        Tree {
            nodes: vec![Node::new(0, 0, 1.0)],
        }
    }

    /// How many nodes the arena holds.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The node at `index`.
    #[inline]
    pub fn node(&self, index: u32) -> &Node {
        &self.nodes[index as usize]
    }

    /// The node at `index`, mutably.
    #[inline]
    pub fn node_mut(&mut self, index: u32) -> &mut Node {
        &mut self.nodes[index as usize]
    }

    /// The indices of `index`'s children.
    #[inline]
    pub fn children(&self, index: u32) -> std::ops::Range<u32> {
        let n = self.node(index);
        n.first_child..n.first_child + n.num_children
    }

    /// Gives `index` one child per `(action, prior)`, all made by `mover`.
    pub fn expand(&mut self, index: u32, mover: usize, moves: &[(Action, f32)]) {
        let first = self.nodes.len() as u32;
        self.nodes
            .extend(moves.iter().map(|&(a, p)| Node::new(a, mover, p)));
        let node = self.node_mut(index);
        node.expanded = true;
        node.first_child = first;
        node.num_children = moves.len() as u32;
    }

    /// A new tree whose root is the subtree under `new_root` (everything else is dropped).
    pub fn subtree(&self, new_root: u32) -> Tree {
        let mut nodes = Vec::with_capacity(self.nodes.len());
        let mut root = self.node(new_root).clone();
        root.first_child = 0;
        nodes.push(root);
        // Breadth-first copy: `pending[i]` is the old index of new node `i`.
        let mut pending = vec![new_root];
        let mut i = 0;
        while i < pending.len() {
            let old = pending[i];
            let range = self.children(old);
            let first = nodes.len() as u32;
            nodes[i].first_child = first;
            for c in range {
                nodes.push(self.node(c).clone());
                pending.push(c);
            }
            i += 1;
        }
        Tree { nodes }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_node_is_32_bytes_as_max_nodes_assumes() {
        assert_eq!(std::mem::size_of::<Node>(), 32);
    }
}
