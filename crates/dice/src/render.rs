//! The text rendering of a roll, kept apart from evaluation.

use core::fmt::{self, Write};

use crate::{DieRoll, Expr, ItemRoll, Plan, Roll};

/// A roll shown as text: the notation, each term with its dice, the total.
///
/// `4d6kh3 = [6, 5, 3, 2 (dropped)] = 14`. Dice show their value and, in
/// parentheses, what became of them: `rerolled`, `exploded`, `extra` (rolled
/// by an explosion), `compounded` (added into the die before), `clamped`, `success`, `failure`, `dropped`. A compounded die shows the sum.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_dice::{Limits, compile};
///
/// let plan = compile("d20 + d4[bless] + 2", &Limits::default())?;
/// let roll = plan.roll(&mut SuppliedFaces::new(&[11, 3]))?;
/// assert_eq!(
///     roll.render(&plan).to_string(),
///     "d20+d4[bless]+2 = [11] + [3][bless] + 2 = 16",
/// );
/// # Ok::<(), osr_dice::Error>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Rendered<'a> {
    plan: &'a Plan,
    roll: &'a Roll,
}

impl Roll {
    /// The roll as text, for the plan it was rolled from.
    #[must_use]
    pub fn render<'a>(&'a self, plan: &'a Plan) -> Rendered<'a> {
        Rendered { plan, roll: self }
    }
}

impl fmt::Display for Rendered<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} = ", self.plan.notation().expr)?;
        let mut next = 0;
        self.expr(f, &self.plan.notation().expr, &mut next)?;
        write!(f, " = {}", self.roll.total)
    }
}

fn precedence(expr: &Expr) -> u8 {
    match expr {
        Expr::Binary(crate::BinaryOp::Add | crate::BinaryOp::Sub, ..) => 1,
        Expr::Binary(..) => 2,
        Expr::Neg(_) => 3,
        _ => 4,
    }
}

impl Rendered<'_> {
    fn expr(&self, f: &mut fmt::Formatter<'_>, expr: &Expr, next: &mut u32) -> fmt::Result {
        let index = *next;
        *next += 1;
        match expr {
            Expr::Number(n) => write!(f, "{n}"),
            Expr::Var(name) => f.write_str(name),
            Expr::Dice(term) => {
                // The count's nodes are numbered but not shown.
                if let Some(count) = &term.count {
                    *next += u32::try_from(count.node_count()).unwrap_or(0);
                }
                self.dice(f, index)
            }
            Expr::Group(group) => {
                f.write_str("{")?;
                let mut items = self.roll.items.iter().filter(|i| i.term == index);
                for (i, item) in group.items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    self.expr(f, item, next)?;
                    if let Some(rolled) = items.next() {
                        if item.has_dice() {
                            write!(f, " = {}", rolled.total)?;
                        }
                        item_notes(f, rolled)?;
                    }
                }
                f.write_str("}")
            }
            Expr::Neg(inner) => {
                f.write_str("-")?;
                self.wrapped(f, inner, precedence(inner) < 4, next)
            }
            Expr::Binary(op, lhs, rhs) => {
                let p = precedence(expr);
                self.wrapped(f, lhs, precedence(lhs) < p, next)?;
                write!(f, " {} ", op.symbol())?;
                self.wrapped(f, rhs, precedence(rhs) <= p, next)
            }
            Expr::Label(inner, label) => {
                self.wrapped(f, inner, precedence(inner) < 4, next)?;
                write!(f, "[{label}]")
            }
        }
    }

    fn wrapped(
        &self,
        f: &mut fmt::Formatter<'_>,
        expr: &Expr,
        parens: bool,
        next: &mut u32,
    ) -> fmt::Result {
        if parens {
            f.write_str("(")?;
            self.expr(f, expr, next)?;
            f.write_str(")")
        } else {
            self.expr(f, expr, next)
        }
    }

    fn dice(&self, f: &mut fmt::Formatter<'_>, term: u32) -> fmt::Result {
        f.write_str("[")?;
        for (i, die) in self.roll.dice.iter().filter(|d| d.term == term).enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            die_text(f, die)?;
        }
        f.write_str("]")
    }
}

fn die_text(f: &mut fmt::Formatter<'_>, die: &DieRoll) -> fmt::Result {
    write!(f, "{}", die.value)?;
    let mut notes = Notes::new(f);
    if die.rerolled {
        notes.add(format_args!("rerolled"))?;
    }
    if die.exploded {
        notes.add(format_args!("exploded"))?;
    }
    if die.extra {
        notes.add(format_args!("extra"))?;
    }
    if die.compounded {
        notes.add(format_args!("compounded"))?;
    }
    if die.clamped {
        notes.add(format_args!("clamped"))?;
    }
    if die.success {
        notes.add(format_args!("success"))?;
    }
    if die.failure {
        notes.add(format_args!("failure"))?;
    }
    if die.dropped {
        notes.add(format_args!("dropped"))?;
    }
    notes.close()
}

fn item_notes(f: &mut fmt::Formatter<'_>, item: &ItemRoll) -> fmt::Result {
    let mut notes = Notes::new(f);
    if item.success {
        notes.add(format_args!("success"))?;
    }
    if item.failure {
        notes.add(format_args!("failure"))?;
    }
    if item.dropped {
        notes.add(format_args!("dropped"))?;
    }
    notes.close()
}

/// Writes ` (a, b)` for the notes added, nothing if none.
struct Notes<'a, 'b> {
    f: &'a mut fmt::Formatter<'b>,
    any: bool,
}

impl<'a, 'b> Notes<'a, 'b> {
    fn new(f: &'a mut fmt::Formatter<'b>) -> Self {
        Self { f, any: false }
    }

    fn add(&mut self, note: fmt::Arguments<'_>) -> fmt::Result {
        self.f.write_str(if self.any { ", " } else { " (" })?;
        self.any = true;
        self.f.write_fmt(note)
    }

    fn close(self) -> fmt::Result {
        if self.any {
            self.f.write_char(')')
        } else {
            Ok(())
        }
    }
}
