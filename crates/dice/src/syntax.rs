//! The syntax tree of dice notation, and its canonical text.
//!
//! A tree is plain data: it compares, hashes, serializes and prints. Printing
//! with [`Display`](core::fmt::Display) gives the canonical notation, which
//! parses back to the same tree. Where the text came from (spans) is kept
//! beside the tree, in [`Notation`], so that two spellings of one expression
//! (`1d20 + 5` and `1d20+5`) have equal trees.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

/// A byte range of the notation text, `start..end`.
///
/// Errors and trace entries carry one, so a chat bot can underline the part
/// of what the user typed that a message is about.
///
/// # Examples
///
/// ```
/// use osr_dice::Span;
///
/// let span = Span::new(2, 5);
/// assert_eq!(&"4d6kh3"[span.range()], "6kh");
/// assert_eq!(span.to_string(), "2..5");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Span {
    /// Byte offset of the first character.
    pub start: u32,
    /// Byte offset one past the last character.
    pub end: u32,
}

impl Span {
    /// The span `start..end`.
    #[must_use]
    pub const fn new(start: u32, end: u32) -> Self {
        Self { start, end }
    }

    /// The span as a range, for slicing the notation text.
    #[must_use]
    pub fn range(self) -> core::ops::Range<usize> {
        self.start as usize..self.end as usize
    }

    /// The smallest span covering both.
    #[must_use]
    pub fn to(self, other: Self) -> Self {
        Self::new(self.start.min(other.start), self.end.max(other.end))
    }
}

impl fmt::Display for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

/// An expression of dice notation.
///
/// # Examples
///
/// ```
/// use osr_dice::{BinaryOp, Expr, parse};
///
/// let expr = parse("3d6x10")?.expr;
/// let Expr::Binary(op, _, rhs) = &expr else { panic!() };
/// assert_eq!(*op, BinaryOp::Mul);
/// assert_eq!(**rhs, Expr::Number(10));
/// assert_eq!(expr.to_string(), "3d6*10");
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Expr {
    /// A whole number, such as `5`.
    Number(i64),
    /// A named value bound when the expression is compiled, such as the spell
    /// level `L` in `Ld6`, or `@level`.
    Var(String),
    /// A dice term, such as `4d6kh3`.
    Dice(Box<DiceTerm>),
    /// A group of expressions, such as `{3d6, 3d6}kh1`.
    Group(Box<Group>),
    /// Unary minus, `-x`.
    Neg(Box<Self>),
    /// `lhs op rhs`.
    Binary(BinaryOp, Box<Self>, Box<Self>),
    /// An expression with a label, `1d8[fire]`. Labels do not change values.
    Label(Box<Self>, String),
}

/// The operator of [`Expr::Binary`].
///
/// # Examples
///
/// ```
/// use osr_dice::BinaryOp;
///
/// assert_eq!(BinaryOp::Div.symbol(), '/');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BinaryOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`, also written `x` (`3d6x10`).
    Mul,
    /// `/`: division rounding down, toward negative infinity (`7/2` is 3,
    /// `-7/2` is -4).
    Div,
}

impl BinaryOp {
    /// The canonical symbol.
    #[must_use]
    pub const fn symbol(self) -> char {
        match self {
            Self::Add => '+',
            Self::Sub => '-',
            Self::Mul => '*',
            Self::Div => '/',
        }
    }

    const fn precedence(self) -> u8 {
        match self {
            Self::Add | Self::Sub => 1,
            Self::Mul | Self::Div => 2,
        }
    }
}

/// A dice term: a count, a kind of die, and the modifiers applied to the pool.
///
/// Modifiers are fields rather than a list: each applies at most once and in
/// a fixed order (see `docs/dice-notation.md`), whatever order they were
/// written in.
///
/// # Examples
///
/// ```
/// use osr_dice::{Expr, Keep, parse};
///
/// let Expr::Dice(term) = parse("4d6kh3")?.expr else { panic!() };
/// assert_eq!(term.count, Some(Expr::Number(4)));
/// assert_eq!(term.keep, Some(Keep::Highest(3)));
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DiceTerm {
    /// How many dice; `None` for one (`d6`). It must not contain dice.
    pub count: Option<Expr>,
    /// What each die shows.
    pub sides: Sides,
    /// Reroll faces that meet a condition (`r1`, `ro<3`).
    pub reroll: Option<Reroll>,
    /// Roll again on faces that meet a condition (`!`, `!!`, `!p`, `!>5`, `!o3`).
    pub explode: Option<Explode>,
    /// Count a die below this as this (`min2`).
    pub min: Option<i64>,
    /// Count a die above this as this (`max5`).
    pub max: Option<i64>,
    /// Keep or drop the highest or lowest dice (`kh3`, `dl1`).
    pub keep: Option<Keep>,
    /// Count successes (and failures) instead of summing (`>=5`, `>=5f1`).
    pub target: Option<Target>,
}

/// The faces of a die.
///
/// # Examples
///
/// ```
/// use osr_dice::Sides;
///
/// assert_eq!(Sides::Fudge.faces(), 3);
/// assert_eq!(Sides::Percent.value(100), 100);
/// assert_eq!(Sides::Fudge.value(1), -1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Sides {
    /// `dN`: faces 1 to N.
    Number(u32),
    /// `d%`: faces 1 to 100.
    Percent,
    /// `dF`: the Fudge die, faces -1, 0 and +1.
    Fudge,
    /// `d{a, b, ...}`: the listed values, one per face.
    Custom(Vec<i64>),
}

impl Default for Sides {
    fn default() -> Self {
        Self::Number(6)
    }
}

impl Sides {
    /// The number of faces.
    #[must_use]
    pub fn faces(&self) -> u32 {
        match self {
            Self::Number(n) => *n,
            Self::Percent => 100,
            Self::Fudge => 3,
            Self::Custom(values) => u32::try_from(values.len()).unwrap_or(u32::MAX),
        }
    }

    /// The value of face `face` (1-based). Faces outside `1..=faces()` have
    /// no value; this returns 0 for them.
    #[must_use]
    pub fn value(&self, face: u32) -> i64 {
        match self {
            Self::Number(_) | Self::Percent => i64::from(face),
            Self::Fudge => i64::from(face) - 2,
            Self::Custom(values) => face
                .checked_sub(1)
                .and_then(|i| values.get(i as usize))
                .copied()
                .unwrap_or(0),
        }
    }
}

/// A comparison against a value, as in `r<3`, `!>=5` or the target `>=4`.
///
/// # Examples
///
/// ```
/// use osr_dice::{Compare, CompareOp};
///
/// let at_least_5 = Compare::new(CompareOp::Ge, 5);
/// assert!(at_least_5.matches(6));
/// assert!(!at_least_5.matches(4));
/// assert_eq!(at_least_5.to_string(), ">=5");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Compare {
    /// The comparison.
    pub op: CompareOp,
    /// The value compared against.
    pub value: i64,
}

impl Compare {
    /// `op value`.
    #[must_use]
    pub const fn new(op: CompareOp, value: i64) -> Self {
        Self { op, value }
    }

    /// Whether `x` meets the condition.
    #[must_use]
    pub const fn matches(self, x: i64) -> bool {
        match self.op {
            CompareOp::Eq => x == self.value,
            CompareOp::Ne => x != self.value,
            CompareOp::Lt => x < self.value,
            CompareOp::Le => x <= self.value,
            CompareOp::Gt => x > self.value,
            CompareOp::Ge => x >= self.value,
        }
    }
}

impl fmt::Display for Compare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.op.symbol(), self.value)
    }
}

/// The operator of a [`Compare`].
///
/// # Examples
///
/// ```
/// use osr_dice::CompareOp;
///
/// assert_eq!(CompareOp::Ne.symbol(), "<>");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CompareOp {
    /// `=`
    Eq,
    /// `<>`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl CompareOp {
    /// The canonical symbol.
    #[must_use]
    pub const fn symbol(self) -> &'static str {
        match self {
            Self::Eq => "=",
            Self::Ne => "<>",
            Self::Lt => "<",
            Self::Le => "<=",
            Self::Gt => ">",
            Self::Ge => ">=",
        }
    }
}

/// Rerolling: `r` (repeat until the face no longer matches) or `ro` (once).
///
/// Several conditions (`r1r2`) reroll a face that meets any of them. With no
/// condition (`r`), the lowest face is rerolled.
///
/// # Examples
///
/// ```
/// use osr_dice::{Expr, parse};
///
/// let Expr::Dice(term) = parse("d6r<3")?.expr else { panic!() };
/// let reroll = term.reroll.unwrap();
/// assert!(!reroll.once);
/// assert_eq!(reroll.on.len(), 1);
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Reroll {
    /// `ro`: reroll at most once per die; the second face stands.
    pub once: bool,
    /// The faces to reroll, compared with the face's value; empty means the
    /// lowest face.
    pub on: Vec<Compare>,
}

/// Exploding dice: roll again on faces that meet a condition.
///
/// # Examples
///
/// ```
/// use osr_dice::{ExplodeKind, Expr, parse};
///
/// let Expr::Dice(term) = parse("d20!o3")?.expr else { panic!() };
/// let explode = term.explode.unwrap();
/// assert_eq!(explode.kind, ExplodeKind::Standard);
/// assert_eq!(explode.limit, Some(3));
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Explode {
    /// How the extra dice count.
    pub kind: ExplodeKind,
    /// Explode on faces meeting this; `None` means the highest face.
    pub on: Option<Compare>,
    /// At most this many extra dice per die (`o` is 1, `o3` is 3); `None`
    /// explodes while the condition holds, up to the limit the plan is
    /// compiled with, which is then an error if reached.
    pub limit: Option<u32>,
}

/// How exploded dice count.
///
/// # Examples
///
/// ```
/// use osr_dice::ExplodeKind;
///
/// assert_eq!(ExplodeKind::default(), ExplodeKind::Standard);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ExplodeKind {
    /// `!`: each extra die joins the pool as a die of its own.
    #[default]
    Standard,
    /// `!!`: the extra dice add into the die that exploded (one die, one
    /// value, for keeping and targets).
    Compound,
    /// `!p`: like standard, but each extra die counts one less than it shows.
    /// Whether it explodes again depends on what it shows.
    Penetrating,
}

/// Keeping or dropping dice (or group members) by value.
///
/// # Examples
///
/// ```
/// use osr_dice::Keep;
///
/// // Of 4 dice, `dl1` keeps the same as `kh3`.
/// assert_eq!(Keep::DropLowest(1).kept_range(4), 1..4);
/// assert_eq!(Keep::Highest(3).kept_range(4), 1..4);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Keep {
    /// `khN` (or `kN`): keep the N highest.
    Highest(u32),
    /// `klN`: keep the N lowest.
    Lowest(u32),
    /// `dhN`: drop the N highest.
    DropHighest(u32),
    /// `dlN` (or `dN`): drop the N lowest.
    DropLowest(u32),
}

impl Keep {
    /// How many dice (or members) the modifier keeps or drops: the `N` of
    /// `khN`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::Keep;
    ///
    /// assert_eq!(Keep::DropLowest(2).count(), 2);
    /// ```
    #[must_use]
    pub const fn count(self) -> u32 {
        match self {
            Self::Highest(k) | Self::Lowest(k) | Self::DropHighest(k) | Self::DropLowest(k) => k,
        }
    }

    /// Of `n` items sorted from lowest to highest, the positions kept.
    /// Keeping more than there are keeps them all; dropping more drops them all.
    #[must_use]
    pub fn kept_range(self, n: u32) -> core::ops::Range<u32> {
        match self {
            Self::Highest(k) => n.saturating_sub(k)..n,
            Self::Lowest(k) => 0..k.min(n),
            Self::DropHighest(k) => 0..n.saturating_sub(k),
            Self::DropLowest(k) => k.min(n)..n,
        }
    }
}

/// Counting successes (and failures) instead of summing values.
///
/// Each die (or group member) meeting `success` counts 1, each meeting
/// `failure` counts -1, others 0; the term's value is the count.
///
/// # Examples
///
/// ```
/// use osr_dice::{Compare, CompareOp, Target};
///
/// let target = Target { success: Compare::new(CompareOp::Ge, 5), failure: None };
/// assert_eq!(target.score(6), 1);
/// assert_eq!(target.score(2), 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Target {
    /// A success: counts 1.
    pub success: Compare,
    /// A failure (`f`): counts -1. A value meeting both is a success.
    pub failure: Option<Compare>,
}

impl Target {
    /// What a die of value `x` adds to the count: 1, 0 or -1.
    #[must_use]
    pub const fn score(self, x: i64) -> i64 {
        if self.success.matches(x) {
            1
        } else if let Some(failure) = self.failure {
            if failure.matches(x) { -1 } else { 0 }
        } else {
            0
        }
    }
}

/// A group `{a, b, ...}`: several expressions whose totals are kept, dropped
/// or counted against a target like dice.
///
/// # Examples
///
/// ```
/// use osr_dice::{Expr, Keep, parse};
///
/// let Expr::Group(group) = parse("{3d6, 3d6}kh1")?.expr else { panic!() };
/// assert_eq!(group.items.len(), 2);
/// assert_eq!(group.keep, Some(Keep::Highest(1)));
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Group {
    /// The members, at least one.
    pub items: Vec<Expr>,
    /// Keep or drop members by total.
    pub keep: Option<Keep>,
    /// Count members meeting a target instead of summing.
    pub target: Option<Target>,
}

/// A parsed notation: the tree, and where each node came from in the text.
///
/// `spans` lists one span per node of `expr` in pre-order (a node, then its
/// children left to right; a dice term's count is its child). Build one from
/// a tree with `Notation::from(expr)`, which spans the canonical text.
///
/// # Examples
///
/// ```
/// use osr_dice::parse;
///
/// let notation = parse("1d20 + 5")?;
/// assert_eq!(notation.to_string(), "1d20+5");
/// assert_eq!(&notation.source[notation.spans[1].range()], "1d20");
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Notation {
    /// The syntax tree.
    pub expr: Expr,
    /// The text the spans refer to.
    pub source: String,
    /// One span per node of `expr`, in pre-order.
    pub spans: Vec<Span>,
}

impl From<Expr> for Notation {
    fn from(expr: Expr) -> Self {
        let source = expr.to_string();
        // The canonical text always parses to the same tree; fall back to
        // whole-text spans should that promise ever break.
        match crate::parse::parse_unlimited(&source) {
            Ok(parsed) if parsed.expr == expr => parsed,
            _ => {
                let whole = Span::new(0, u32::try_from(source.len()).unwrap_or(u32::MAX));
                let spans = alloc::vec![whole; expr.node_count()];
                Self {
                    expr,
                    source,
                    spans,
                }
            }
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.expr.fmt(f)
    }
}

impl Expr {
    /// The number of nodes, as counted for [`Notation::spans`].
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::parse;
    ///
    /// // `+`, `3d6` and its count `3`, and `2`.
    /// assert_eq!(parse("3d6+2")?.expr.node_count(), 4);
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn node_count(&self) -> usize {
        1 + match self {
            Self::Number(_) | Self::Var(_) => 0,
            Self::Dice(term) => term.count.as_ref().map_or(0, Self::node_count),
            Self::Group(group) => group.items.iter().map(Self::node_count).sum(),
            Self::Neg(inner) | Self::Label(inner, _) => inner.node_count(),
            Self::Binary(_, lhs, rhs) => lhs.node_count() + rhs.node_count(),
        }
    }

    /// Whether the expression rolls any dice.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::parse;
    ///
    /// assert!(parse("2+d4")?.expr.has_dice());
    /// assert!(!parse("(L+1)*2")?.expr.has_dice());
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[must_use]
    pub fn has_dice(&self) -> bool {
        match self {
            Self::Number(_) | Self::Var(_) => false,
            Self::Dice(_) | Self::Group(_) => true,
            Self::Neg(inner) | Self::Label(inner, _) => inner.has_dice(),
            Self::Binary(_, lhs, rhs) => lhs.has_dice() || rhs.has_dice(),
        }
    }

    /// Precedence for printing: 3 atoms, 2 products, 1 sums.
    fn precedence(&self) -> u8 {
        match self {
            Self::Binary(op, ..) => op.precedence(),
            Self::Neg(_) => 3,
            _ => 4,
        }
    }
}

/// Whether `name` prints bare (an uppercase letter, then uppercase letters,
/// digits or `_`, as in `Ld6`), rather than as `@{name}`.
pub(crate) fn is_bare_var(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_uppercase())
        && chars.all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

/// Whether `name` is a variable name at all (after `@`).
pub(crate) fn is_var_name(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn write_var(f: &mut fmt::Formatter<'_>, name: &str) -> fmt::Result {
    if is_bare_var(name) {
        f.write_str(name)
    } else {
        write!(f, "@{{{name}}}")
    }
}

/// The canonical text of the modifier, such as `kh3`.
///
/// # Examples
///
/// ```
/// use osr_dice::Keep;
///
/// assert_eq!(Keep::Highest(3).to_string(), "kh3");
/// ```
impl fmt::Display for Keep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_keep(f, *self)
    }
}

fn write_keep(f: &mut fmt::Formatter<'_>, keep: Keep) -> fmt::Result {
    match keep {
        Keep::Highest(n) => write!(f, "kh{n}"),
        Keep::Lowest(n) => write!(f, "kl{n}"),
        Keep::DropHighest(n) => write!(f, "dh{n}"),
        Keep::DropLowest(n) => write!(f, "dl{n}"),
    }
}

fn write_target(f: &mut fmt::Formatter<'_>, target: Target) -> fmt::Result {
    write!(f, "{}", target.success)?;
    if let Some(failure) = target.failure {
        f.write_str("f")?;
        write_condition(f, failure)?;
    }
    Ok(())
}

/// A condition after `r`, `!` or `f`, where `=N` is written `N`.
fn write_condition(f: &mut fmt::Formatter<'_>, c: Compare) -> fmt::Result {
    if c.op == CompareOp::Eq && c.value >= 0 {
        write!(f, "{}", c.value)
    } else {
        write!(f, "{c}")
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Number(n) => {
                // A negative literal only comes from a hand-built tree; print
                // it so that it parses back as a number, not as a negation.
                if *n < 0 {
                    write!(f, "({n})")
                } else {
                    write!(f, "{n}")
                }
            }
            Self::Var(name) => write_var(f, name),
            Self::Dice(term) => term.fmt(f),
            Self::Group(group) => group.fmt(f),
            Self::Neg(inner) => {
                f.write_str("-")?;
                // Parentheses only where precedence needs them: the parser
                // counts each one against the depth limit, so the canonical
                // text must not nest deeper than the text it came from
                // (`--x`, not `-(-x)`).
                if inner.precedence() < 3 || matches!(**inner, Self::Number(n) if n < 0) {
                    write!(f, "({inner})")
                } else {
                    inner.fmt(f)
                }
            }
            Self::Binary(op, lhs, rhs) => {
                let p = op.precedence();
                if lhs.precedence() < p {
                    write!(f, "({lhs})")?;
                } else {
                    lhs.fmt(f)?;
                }
                write!(f, "{}", op.symbol())?;
                // Left-associative: a right operand of equal precedence needs
                // parentheses (`a-(b-c)`); a negation needs none (`2*-3`).
                if rhs.precedence() <= p {
                    write!(f, "({rhs})")
                } else {
                    rhs.fmt(f)
                }
            }
            Self::Label(inner, label) => {
                if inner.precedence() < 4 {
                    write!(f, "({inner})[{label}]")
                } else {
                    write!(f, "{inner}[{label}]")
                }
            }
        }
    }
}

impl fmt::Display for DiceTerm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.count {
            None => {}
            Some(Expr::Number(n)) if *n >= 0 => write!(f, "{n}")?,
            Some(Expr::Var(name)) => write_var(f, name)?,
            Some(other) => write!(f, "({other})")?,
        }
        f.write_str("d")?;
        match &self.sides {
            Sides::Number(n) => write!(f, "{n}")?,
            Sides::Percent => f.write_str("%")?,
            Sides::Fudge => f.write_str("F")?,
            Sides::Custom(values) => {
                f.write_str("{")?;
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{v}")?;
                }
                f.write_str("}")?;
            }
        }
        // A condition-less `r` or `!` directly before a target would take the
        // target's comparison as its own condition (`d6r>=5`): print the
        // target first there (`d6>=5r`), which parses back the same.
        let target_first = self.target.is_some()
            && self.min.is_none()
            && self.max.is_none()
            && self.keep.is_none()
            && match (&self.reroll, self.explode) {
                (_, Some(e)) => e.on.is_none() && e.limit.is_none(),
                (Some(r), None) => r.on.is_empty(),
                (None, None) => false,
            };
        if target_first {
            if let Some(target) = self.target {
                write_target(f, target)?;
            }
        }
        if let Some(reroll) = &self.reroll {
            let r = if reroll.once { "ro" } else { "r" };
            if reroll.on.is_empty() {
                f.write_str(r)?;
            }
            for c in &reroll.on {
                f.write_str(r)?;
                write_condition(f, *c)?;
            }
        }
        if let Some(explode) = self.explode {
            f.write_str(match explode.kind {
                ExplodeKind::Standard => "!",
                ExplodeKind::Compound => "!!",
                ExplodeKind::Penetrating => "!p",
            })?;
            if let Some(on) = explode.on {
                write_condition(f, on)?;
            }
            match explode.limit {
                None => {}
                Some(1) => f.write_str("o")?,
                Some(n) => write!(f, "o{n}")?,
            }
        }
        if let Some(min) = self.min {
            write!(f, "min{min}")?;
        }
        if let Some(max) = self.max {
            write!(f, "max{max}")?;
        }
        if let Some(keep) = self.keep {
            write_keep(f, keep)?;
        }
        if let (Some(target), false) = (self.target, target_first) {
            write_target(f, target)?;
        }
        Ok(())
    }
}

impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, item) in self.items.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            item.fmt(f)?;
        }
        f.write_str("}")?;
        if let Some(keep) = self.keep {
            write_keep(f, keep)?;
        }
        if let Some(target) = self.target {
            write_target(f, target)?;
        }
        Ok(())
    }
}
