//! An SGF tokenizer: the main line of the first game tree as nodes of properties.
//!
//! Not line-based: nodes and properties may be split or joined across lines any way. Inside
//! a value `\` escapes the next character. Property names are whatever stands before the
//! first `[` (boardspace writes `P0`, `P-1`, `TM`). Variations `( … )` inside the tree are
//! kept as branches, the first continuing the main line; anything after the first tree is
//! ignored.

use thiserror::Error;

/// One property: its name, its values (unescaped) and the line its name is on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prop {
    /// The name as written, e.g. `P0`.
    pub ident: String,
    /// The values, escapes resolved.
    pub values: Vec<String>,
    /// 1-based line of the name.
    pub line: usize,
}

/// One node (`;` and its properties).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// The properties in file order.
    pub props: Vec<Prop>,
}

/// Why the text is not an SGF game tree.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}: {message}")]
pub struct LexError {
    /// 1-based line where the problem was found.
    pub line: usize,
    /// What was wrong.
    pub message: String,
}

struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
}

impl Lexer<'_> {
    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.next();
        }
    }

    fn err(&self, message: impl Into<String>) -> LexError {
        LexError {
            line: self.line,
            message: message.into(),
        }
    }

    /// After the opening `(`: this tree's nodes and its branches, through its `)`.
    fn tree(&mut self, depth: usize) -> Result<GameTree, LexError> {
        if depth > MAX_DEPTH {
            return Err(self.err("variations nested too deeply"));
        }
        let mut tree = GameTree::default();
        loop {
            self.skip_space();
            match self.next() {
                None => return Err(self.err("the game tree is not closed (missing `)`)")),
                Some(')') => return Ok(tree),
                Some(';') if tree.branches.is_empty() => tree.nodes.push(self.node()?),
                // Not SGF, read leniently: the main line goes on.
                Some(';') => tree.after.push(self.node()?),
                Some('(') => tree.branches.push(self.tree(depth + 1)?),
                Some(c) => return Err(self.err(format!("unexpected `{c}` between nodes"))),
            }
        }
    }

    fn node(&mut self) -> Result<Node, LexError> {
        let mut node = Node::default();
        loop {
            self.skip_space();
            match self.peek() {
                None | Some(';' | '(' | ')') => return Ok(node),
                Some(_) => node.props.push(self.prop()?),
            }
        }
    }

    fn prop(&mut self) -> Result<Prop, LexError> {
        let line = self.line;
        let mut ident = String::new();
        while let Some(c) = self.peek() {
            if c == '[' || c.is_whitespace() || matches!(c, ';' | '(' | ')' | ']') {
                break;
            }
            ident.push(c);
            self.next();
        }
        if ident.is_empty() {
            return Err(self.err("a `]` without a property"));
        }
        let mut values = Vec::new();
        loop {
            self.skip_space();
            if self.peek() != Some('[') {
                break;
            }
            self.next();
            values.push(self.value()?);
        }
        if values.is_empty() {
            return Err(self.err(format!("property `{ident}` has no value")));
        }
        Ok(Prop {
            ident,
            values,
            line,
        })
    }

    fn value(&mut self) -> Result<String, LexError> {
        let start = self.line;
        let mut v = String::new();
        loop {
            match self.next() {
                None => {
                    return Err(LexError {
                        line: start,
                        message: "a value `[` is never closed".to_string(),
                    });
                }
                Some(']') => return Ok(v),
                Some('\\') => match self.next() {
                    Some(c) => v.push(c),
                    None => return Err(self.err("the file ends inside an escape")),
                },
                Some(c) => v.push(c),
            }
        }
    }
}

/// The most nested variations read.
pub const MAX_DEPTH: usize = 1_000;

/// A game tree: its nodes, then its variations (`(…)(…)`), the first continuing the main
/// line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameTree {
    /// The nodes before the branches.
    pub nodes: Vec<Node>,
    /// The variations, in file order.
    pub branches: Vec<GameTree>,
    /// Nodes written after the variations (not SGF): read as the main line's end.
    pub after: Vec<Node>,
}

impl GameTree {
    /// The main line: the nodes along the first branches.
    pub fn main_line(&self) -> Vec<Node> {
        let mut chain = vec![self];
        while let Some(b) = chain.last().and_then(|t| t.branches.first()) {
            chain.push(b);
        }
        let mut out: Vec<Node> = chain.iter().flat_map(|t| t.nodes.iter().cloned()).collect();
        out.extend(chain.iter().rev().flat_map(|t| t.after.iter().cloned()));
        out
    }

    /// Every line other than the main line, from the root: the nodes along the branches
    /// to each leaf (at most `limit`; `None` when there are more).
    pub fn other_lines(&self, limit: usize) -> Option<Vec<Vec<Node>>> {
        let mut out = Vec::new();
        let mut prefix = Vec::new();
        self.collect(&mut prefix, true, &mut out, limit)?;
        Some(out)
    }

    fn collect(
        &self,
        prefix: &mut Vec<Node>,
        main: bool,
        out: &mut Vec<Vec<Node>>,
        limit: usize,
    ) -> Option<()> {
        let len = prefix.len();
        prefix.extend(self.nodes.iter().cloned());
        if self.branches.is_empty() && !main {
            if out.len() >= limit {
                return None;
            }
            out.push(prefix.clone());
        }
        for (i, b) in self.branches.iter().enumerate() {
            b.collect(prefix, main && i == 0, out, limit)?;
        }
        prefix.truncate(len);
        Some(())
    }
}

/// The first game tree in `text`, with its variations.
pub fn game_tree(text: &str) -> Result<GameTree, LexError> {
    let mut lx = Lexer {
        chars: text.trim_start_matches('\u{feff}').chars().peekable(),
        line: 1,
    };
    lx.skip_space();
    match lx.next() {
        Some('(') => {}
        Some(c) => return Err(lx.err(format!("expected `(` to open the game tree, found `{c}`"))),
        None => return Err(lx.err("the file is empty")),
    }
    // Deep trees nest without recursion's limits: see `MAX_DEPTH`.
    lx.tree(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_tree(text: &str) -> Result<Vec<Node>, LexError> {
        game_tree(text).map(|t| t.main_line())
    }

    #[test]
    fn escapes_lines_and_first_tree_only() {
        let text = "(;GM[27]\r\nP0[id \"a\"]\n; P0[1 dropb wS1 N 13 \\\\wQ]TM[5]\n\
                    ; P-1[Pop P0\\[0 Start P0\\]]\n)(;P0[2 done])";
        let nodes = first_tree(text).unwrap();
        assert_eq!(nodes.len(), 3);
        let drop = &nodes[1].props[0];
        assert_eq!(drop.values[0], "1 dropb wS1 N 13 \\wQ");
        assert_eq!(drop.line, 3);
        assert_eq!(nodes[1].props[1].ident, "TM");
        assert_eq!(nodes[2].props[0].values[0], "Pop P0[0 Start P0]");
    }

    #[test]
    fn broken_trees_say_where() {
        assert_eq!(first_tree("").unwrap_err().message, "the file is empty");
        assert!(first_tree("(;GM[27]").is_err());
        assert_eq!(first_tree("(;GM[27\n\n").unwrap_err().line, 1);
        assert!(first_tree("x(;)").is_err());
        assert!(first_tree("(;GM)").is_err());
        assert_eq!(first_tree("(;A[1](;B[2])(;C[3]);D[4])").unwrap().len(), 3);
    }
}
