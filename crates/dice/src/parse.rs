//! The parser: text to [`Notation`], checking length and nesting limits.
//!
//! Hand-written recursive descent over bytes. Every loop consumes input and
//! every recursion counts against the depth limit, so hostile text cannot
//! make it hang or overflow the stack.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use crate::syntax::is_var_name;
use crate::{
    BinaryOp, Compare, CompareOp, DiceTerm, Error, ErrorKind, Explode, ExplodeKind, Expr, Found,
    Group, Keep, Limit, Limits, Notation, Reroll, Sides, Span, Target,
};

/// Parses dice notation with the default [`Limits`].
///
/// # Errors
///
/// [`Error`] with the span of the problem: a syntax error, a number too large
/// for 64 bits, a repeated modifier, or notation over the length or nesting
/// limits.
///
/// # Examples
///
/// ```
/// use osr_dice::parse;
///
/// assert_eq!(parse("1d20 + 5")?.to_string(), "1d20+5");
/// assert_eq!(parse("3d6x10")?.to_string(), "3d6*10");
/// assert_eq!(
///     parse("2d6+").unwrap_err().to_string(),
///     "at 4..4: expected a number, a die, a variable, '(' or '{', found end of input",
/// );
/// # Ok::<(), osr_dice::Error>(())
/// ```
pub fn parse(notation: &str) -> Result<Notation, Error> {
    parse_with(notation, &Limits::DEFAULT)
}

/// Parses dice notation, checking `limits.max_length` and `limits.max_depth`.
///
/// # Errors
///
/// As [`parse`].
///
/// # Examples
///
/// ```
/// use osr_dice::{ErrorKind, Limit, Limits, parse_with};
///
/// let limits = Limits { max_depth: 2, ..Limits::default() };
/// assert!(parse_with("((1))", &limits).is_ok());
/// let err = parse_with("(((1)))", &limits).unwrap_err();
/// assert!(matches!(err.kind(), ErrorKind::Limit { limit: Limit::Depth, .. }));
/// ```
pub fn parse_with(notation: &str, limits: &Limits) -> Result<Notation, Error> {
    parse_recording(notation, limits).map(|(notation, _)| notation)
}

/// Where the keep or drop modifier of the dice term or group at node
/// `index` of `notation` is written, found by reading the term's text again;
/// `None` if the term has none or its text does not parse alone (a
/// hand-built notation whose spans do not match its source).
pub(crate) fn keep_span(notation: &Notation, index: usize) -> Option<Span> {
    let span = *notation.spans.get(index)?;
    let text = notation.source.get(span.range())?;
    let limits = Limits {
        max_length: u32::MAX,
        max_depth: 256,
        ..Limits::DEFAULT
    };
    let (_, keeps) = parse_recording(text, &limits).ok()?;
    let (_, at) = keeps.into_iter().find(|(slot, _)| *slot == 0)?;
    Some(Span::new(at.start + span.start, at.end + span.start))
}

/// Parses, and lists the span of each keep or drop modifier with the node
/// index of its term or group.
fn parse_recording(
    notation: &str,
    limits: &Limits,
) -> Result<(Notation, Vec<(usize, Span)>), Error> {
    let len = u64::try_from(notation.len()).unwrap_or(u64::MAX);
    if len > u64::from(limits.max_length) {
        let end = u32::try_from(notation.len()).unwrap_or(u32::MAX);
        return Err(Error::new(
            ErrorKind::Limit {
                limit: Limit::Length,
                needed: len,
                max: u64::from(limits.max_length),
            },
            Span::new(limits.max_length, end),
        ));
    }
    let mut parser = Parser {
        src: notation.as_bytes(),
        text: notation,
        pos: 0,
        depth: 0,
        max_depth: limits.max_depth,
        spans: Vec::new(),
        keeps: Vec::new(),
        last_keep: None,
    };
    parser.skip_ws();
    if parser.at_end() {
        return Err(parser.error_here(ErrorKind::Empty));
    }
    let expr = parser.expr()?;
    parser.skip_ws();
    if !parser.at_end() {
        return Err(parser.unexpected("an operator or the end of the notation"));
    }
    Ok((
        Notation {
            expr,
            source: String::from(notation),
            spans: parser.spans,
        },
        parser.keeps,
    ))
}

/// Parses canonical text printed from a tree (no length limit; a generous
/// depth limit, so a hand-built tree cannot exhaust the stack here).
pub(crate) fn parse_unlimited(notation: &str) -> Result<Notation, Error> {
    let limits = Limits {
        max_length: u32::MAX,
        max_depth: 256,
        ..Limits::DEFAULT
    };
    parse_with(notation, &limits)
}

struct Parser<'a> {
    src: &'a [u8],
    text: &'a str,
    pos: usize,
    depth: u32,
    max_depth: u32,
    spans: Vec<Span>,
    /// Keep or drop modifiers: the node index of their term, and their span.
    keeps: Vec<(usize, Span)>,
    /// The keep or drop modifier of the dice term just read.
    last_keep: Option<Span>,
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl Parser<'_> {
    fn at_end(&self) -> bool {
        self.pos >= self.src.len()
    }

    fn peek(&self) -> Option<u8> {
        self.src.get(self.pos).copied()
    }

    fn peek_at(&self, offset: usize) -> Option<u8> {
        self.src.get(self.pos + offset).copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        if self.peek() == Some(byte) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn eat_str(&mut self, s: &str) -> bool {
        if self.src[self.pos..].starts_with(s.as_bytes()) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    fn span_from(&self, start: usize) -> Span {
        Span::new(to_u32(start), to_u32(self.pos))
    }

    fn error_here(&self, kind: ErrorKind) -> Error {
        Error::new(kind, Span::new(to_u32(self.pos), to_u32(self.pos)))
    }

    /// An "expected ..." error at the current character (or the end).
    fn unexpected(&self, expected: &'static str) -> Error {
        match self
            .text
            .get(self.pos..)
            .and_then(|rest| rest.chars().next())
        {
            Some(c) => Error::new(
                ErrorKind::Unexpected {
                    found: Found::Char(c),
                    expected,
                },
                Span::new(to_u32(self.pos), to_u32(self.pos + c.len_utf8())),
            ),
            None => self.error_here(ErrorKind::Unexpected {
                found: Found::End,
                expected,
            }),
        }
    }

    fn enter(&mut self, start: usize) -> Result<(), Error> {
        self.depth += 1;
        if self.depth > self.max_depth {
            return Err(Error::new(
                ErrorKind::Limit {
                    limit: Limit::Depth,
                    needed: u64::from(self.depth),
                    max: u64::from(self.max_depth),
                },
                Span::new(to_u32(start), to_u32(start + 1)),
            ));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // expr := product (('+' | '-') product)*
    fn expr(&mut self) -> Result<Expr, Error> {
        let first = self.spans.len();
        let start = self.pos;
        let mut lhs = self.product()?;
        loop {
            self.skip_ws();
            let op = match self.peek() {
                Some(b'+') => BinaryOp::Add,
                Some(b'-') => BinaryOp::Sub,
                _ => return Ok(lhs),
            };
            self.pos += 1;
            self.skip_ws();
            let rhs = self.product()?;
            self.spans.insert(first, self.span_from(start));
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs));
        }
    }

    // product := unary (('*' | 'x' | '×' | '/') unary)*
    fn product(&mut self) -> Result<Expr, Error> {
        let first = self.spans.len();
        let start = self.pos;
        let mut lhs = self.unary()?;
        loop {
            self.skip_ws();
            let op = if self.eat(b'*') || self.eat(b'x') || self.eat_str("\u{d7}") {
                BinaryOp::Mul
            } else if self.eat(b'/') {
                BinaryOp::Div
            } else {
                return Ok(lhs);
            };
            self.skip_ws();
            let rhs = self.unary()?;
            self.spans.insert(first, self.span_from(start));
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs));
        }
    }

    // unary := ('-' | '+') unary | postfix
    fn unary(&mut self) -> Result<Expr, Error> {
        let start = self.pos;
        if self.peek() == Some(b'-') || self.peek() == Some(b'+') {
            let negate = self.peek() == Some(b'-');
            self.enter(start)?;
            self.pos += 1;
            self.skip_ws();
            let slot = self.spans.len();
            if negate {
                self.spans.push(Span::default());
            }
            let inner = self.unary()?;
            self.leave();
            if negate {
                self.spans[slot] = self.span_from(start);
                return Ok(Expr::Neg(Box::new(inner)));
            }
            return Ok(inner);
        }
        self.postfix()
    }

    // postfix := atom ('[' label ']')*
    fn postfix(&mut self) -> Result<Expr, Error> {
        let first = self.spans.len();
        let start = self.pos;
        let mut expr = self.atom()?;
        let mut labels = 0;
        loop {
            let save = self.pos;
            self.skip_ws();
            if self.peek() != Some(b'[') {
                self.pos = save;
                break;
            }
            self.enter(self.pos)?;
            labels += 1;
            self.pos += 1;
            let label_start = self.pos;
            while let Some(b) = self.peek() {
                if b == b']' || b == b'[' || b < 0x20 || b == 0x7f {
                    break;
                }
                self.pos += 1;
            }
            let label = String::from(&self.text[label_start..self.pos]);
            if !self.eat(b']') {
                return Err(self.unexpected("']' to close the label"));
            }
            self.spans.insert(first, self.span_from(start));
            expr = Expr::Label(Box::new(expr), label);
        }
        for _ in 0..labels {
            self.leave();
        }
        Ok(expr)
    }

    // atom := count? dice | number | var | '(' expr ')' | group
    fn atom(&mut self) -> Result<Expr, Error> {
        let start = self.pos;
        let slot = self.spans.len();
        let count = match self.peek() {
            Some(b'0'..=b'9') => {
                self.spans.push(Span::default());
                let n = self.number()?;
                self.spans[slot] = self.span_from(start);
                Expr::Number(n)
            }
            Some(b'@') => {
                self.spans.push(Span::default());
                let name = self.at_var()?;
                self.spans[slot] = self.span_from(start);
                Expr::Var(name)
            }
            Some(b'A'..=b'Z') => {
                self.spans.push(Span::default());
                let name_start = self.pos;
                while matches!(self.peek(), Some(b'A'..=b'Z' | b'0'..=b'9' | b'_')) {
                    self.pos += 1;
                }
                self.spans[slot] = self.span_from(start);
                Expr::Var(String::from(&self.text[name_start..self.pos]))
            }
            Some(b'(') => {
                self.enter(start)?;
                self.pos += 1;
                self.skip_ws();
                let inner = self.expr()?;
                self.skip_ws();
                if !self.eat(b')') {
                    return Err(self.unexpected("')'"));
                }
                self.leave();
                inner
            }
            Some(b'{') => return self.group(),
            Some(b'd') => {
                // A die with no count: the term node comes first.
                self.spans.push(Span::default());
                let term = self.dice_tail(None)?;
                self.spans[slot] = self.span_from(start);
                self.record_keep(slot);
                return Ok(Expr::Dice(Box::new(term)));
            }
            _ => {
                return Err(self.unexpected("a number, a die, a variable, '(' or '{'"));
            }
        };
        if self.peek() == Some(b'd') {
            // `count` was parsed as this term's child: put the term first.
            self.spans.insert(slot, Span::default());
            let term = self.dice_tail(Some(count))?;
            self.spans[slot] = self.span_from(start);
            self.record_keep(slot);
            return Ok(Expr::Dice(Box::new(term)));
        }
        Ok(count)
    }

    fn at_var(&mut self) -> Result<String, Error> {
        self.pos += 1; // '@'
        let braced = self.eat(b'{');
        let name_start = self.pos;
        while matches!(
            self.peek(),
            Some(b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_')
        ) {
            self.pos += 1;
        }
        let name = &self.text[name_start..self.pos];
        if !is_var_name(name) {
            self.pos = name_start;
            return Err(
                self.unexpected("a variable name (a letter or '_', then letters, digits or '_')")
            );
        }
        if braced && !self.eat(b'}') {
            return Err(self.unexpected("'}' to close the variable name"));
        }
        Ok(String::from(name))
    }

    fn number(&mut self) -> Result<i64, Error> {
        let start = self.pos;
        if !matches!(self.peek(), Some(b'0'..=b'9')) {
            return Err(self.unexpected("a number"));
        }
        let mut value: i64 = 0;
        let mut overflow = false;
        while let Some(b @ b'0'..=b'9') = self.peek() {
            self.pos += 1;
            match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(i64::from(b - b'0')))
            {
                Some(v) => value = v,
                None => overflow = true,
            }
        }
        if overflow {
            return Err(Error::new(
                ErrorKind::NumberTooLarge {
                    max: i64::MAX.unsigned_abs(),
                },
                self.span_from(start),
            ));
        }
        Ok(value)
    }

    fn signed_number(&mut self) -> Result<i64, Error> {
        let start = self.pos;
        if self.eat(b'-') {
            // Parse the magnitude as digits; i64::MIN itself is not needed.
            let n = self.number().map_err(|e| {
                if matches!(e.kind(), ErrorKind::NumberTooLarge { .. }) {
                    Error::new(e.kind().clone(), self.span_from(start))
                } else {
                    e
                }
            })?;
            return Ok(-n);
        }
        self.number()
    }

    fn small_number(&mut self) -> Result<u32, Error> {
        let start = self.pos;
        let n = self.number()?;
        u32::try_from(n).map_err(|_| {
            Error::new(
                ErrorKind::NumberTooLarge {
                    max: u64::from(u32::MAX),
                },
                self.span_from(start),
            )
        })
    }

    fn compare_op(&mut self) -> Option<CompareOp> {
        if self.eat_str("<>") {
            Some(CompareOp::Ne)
        } else if self.eat_str("<=") {
            Some(CompareOp::Le)
        } else if self.eat_str(">=") {
            Some(CompareOp::Ge)
        } else if self.eat(b'<') {
            Some(CompareOp::Lt)
        } else if self.eat(b'>') {
            Some(CompareOp::Gt)
        } else if self.eat(b'=') {
            Some(CompareOp::Eq)
        } else {
            None
        }
    }

    /// A comparison: an operator and a value, or (where `bare` allows) a bare
    /// value meaning `=value`.
    fn compare(&mut self, bare: bool) -> Result<Option<Compare>, Error> {
        if let Some(op) = self.compare_op() {
            return Ok(Some(Compare::new(op, self.signed_number()?)));
        }
        if bare && matches!(self.peek(), Some(b'0'..=b'9')) {
            return Ok(Some(Compare::new(CompareOp::Eq, self.number()?)));
        }
        Ok(None)
    }

    fn keep_count(&mut self) -> Result<u32, Error> {
        if matches!(self.peek(), Some(b'0'..=b'9')) {
            self.small_number()
        } else {
            Ok(1)
        }
    }

    /// Keep or drop (`k`, `kh`, `kl`, `d`, `dh`, `dl`), if one starts here.
    fn keep(&mut self) -> Result<Option<Keep>, Error> {
        if self.eat_str("kh")
            || (self.peek() == Some(b'k') && self.peek_at(1) != Some(b'l')) && self.eat(b'k')
        {
            return Ok(Some(Keep::Highest(self.keep_count()?)));
        }
        if self.eat_str("kl") {
            return Ok(Some(Keep::Lowest(self.keep_count()?)));
        }
        if self.eat_str("dh") {
            return Ok(Some(Keep::DropHighest(self.keep_count()?)));
        }
        if self.eat_str("dl") {
            return Ok(Some(Keep::DropLowest(self.keep_count()?)));
        }
        if self.peek() == Some(b'd') && matches!(self.peek_at(1), Some(b'0'..=b'9')) {
            self.pos += 1;
            return Ok(Some(Keep::DropLowest(self.small_number()?)));
        }
        Ok(None)
    }

    /// A target (`>=5`, `>=5f1`, `f<2` after a success), if one starts here.
    fn target(&mut self, target: &mut Option<Target>) -> Result<bool, Error> {
        let start = self.pos;
        if let Some(success) = self.compare(false)? {
            if target.is_some() {
                return Err(Error::new(
                    ErrorKind::Repeated { modifier: "target" },
                    self.span_from(start),
                ));
            }
            *target = Some(Target {
                success,
                failure: None,
            });
            return Ok(true);
        }
        if self.peek() == Some(b'f') {
            self.pos += 1;
            let Some(failure) = self.compare(true)? else {
                return Err(self.unexpected("a comparison after 'f'"));
            };
            match target {
                None => {
                    return Err(Error::new(
                        ErrorKind::Unexpected {
                            found: Found::Char('f'),
                            expected: "a success target (such as '>=5') before failures",
                        },
                        self.span_from(start),
                    ));
                }
                Some(Target {
                    failure: Some(_), ..
                }) => {
                    return Err(Error::new(
                        ErrorKind::Repeated {
                            modifier: "failure",
                        },
                        self.span_from(start),
                    ));
                }
                Some(t) => t.failure = Some(failure),
            }
            return Ok(true);
        }
        Ok(false)
    }

    fn record_keep(&mut self, slot: usize) {
        if let Some(span) = self.last_keep.take() {
            self.keeps.push((slot, span));
        }
    }

    fn repeated(&self, start: usize, modifier: &'static str) -> Error {
        Error::new(ErrorKind::Repeated { modifier }, self.span_from(start))
    }

    // dice := 'd' sides modifier*
    fn dice_tail(&mut self, count: Option<Expr>) -> Result<DiceTerm, Error> {
        self.pos += 1; // 'd'
        let sides = match self.peek() {
            Some(b'%') => {
                self.pos += 1;
                Sides::Percent
            }
            Some(b'F') => {
                self.pos += 1;
                Sides::Fudge
            }
            Some(b'{') => {
                self.pos += 1;
                let mut values = Vec::new();
                self.skip_ws();
                if self.peek() != Some(b'}') {
                    loop {
                        self.skip_ws();
                        values.push(self.signed_number()?);
                        self.skip_ws();
                        if !self.eat(b',') {
                            break;
                        }
                    }
                }
                if !self.eat(b'}') {
                    return Err(self.unexpected("',' or '}' in the list of faces"));
                }
                Sides::Custom(values)
            }
            Some(b'0'..=b'9') => Sides::Number(self.small_number()?),
            _ => return Err(self.unexpected("the sides of the die: a number, '%', 'F' or '{'")),
        };
        let mut term = DiceTerm {
            count,
            sides,
            ..DiceTerm::default()
        };
        loop {
            let start = self.pos;
            match self.peek() {
                Some(b'r') => {
                    self.pos += 1;
                    let once = self.eat(b'o');
                    let on = self.compare(true)?;
                    // `r1r2` adds conditions; a bare `r` (the lowest face)
                    // stands alone, and `r` and `ro` do not mix.
                    match (&mut term.reroll, on) {
                        (None, on) => {
                            term.reroll = Some(Reroll {
                                once,
                                on: on.into_iter().collect(),
                            });
                        }
                        (Some(r), Some(c)) if r.once == once && !r.on.is_empty() => r.on.push(c),
                        _ => return Err(self.repeated(start, "reroll")),
                    }
                }
                Some(b'!') => {
                    self.pos += 1;
                    if term.explode.is_some() {
                        return Err(self.repeated(start, "explode"));
                    }
                    let kind = if self.eat(b'!') {
                        ExplodeKind::Compound
                    } else if self.eat(b'p') {
                        ExplodeKind::Penetrating
                    } else {
                        ExplodeKind::Standard
                    };
                    let on = self.compare(true)?;
                    let limit = if self.eat(b'o') {
                        Some(self.keep_count()?)
                    } else {
                        None
                    };
                    term.explode = Some(Explode { kind, on, limit });
                }
                Some(b'm') if self.src[self.pos..].starts_with(b"min") => {
                    self.pos += 3;
                    if term.min.is_some() {
                        return Err(self.repeated(start, "min"));
                    }
                    term.min = Some(self.signed_number()?);
                }
                Some(b'm') if self.src[self.pos..].starts_with(b"max") => {
                    self.pos += 3;
                    if term.max.is_some() {
                        return Err(self.repeated(start, "max"));
                    }
                    term.max = Some(self.signed_number()?);
                }
                Some(b'k' | b'd') => {
                    let Some(keep) = self.keep()? else { break };
                    if term.keep.is_some() {
                        return Err(self.repeated(start, "keep or drop"));
                    }
                    term.keep = Some(keep);
                    self.last_keep = Some(self.span_from(start));
                }
                _ => {
                    if !self.target(&mut term.target)? {
                        break;
                    }
                }
            }
        }
        Ok(term)
    }

    // group := '{' expr (',' expr)* '}' (keep | target)*
    fn group(&mut self) -> Result<Expr, Error> {
        let start = self.pos;
        let slot = self.spans.len();
        self.spans.push(Span::default());
        self.enter(start)?;
        self.pos += 1; // '{'
        let mut items = Vec::new();
        loop {
            self.skip_ws();
            items.push(self.expr()?);
            self.skip_ws();
            if self.eat(b',') {
                continue;
            }
            if self.eat(b'}') {
                break;
            }
            return Err(self.unexpected("',' or '}'"));
        }
        self.leave();
        let mut group = Group {
            items,
            keep: None,
            target: None,
        };
        loop {
            let mod_start = self.pos;
            if let Some(keep) = self.keep()? {
                if group.keep.is_some() {
                    return Err(self.repeated(mod_start, "keep or drop"));
                }
                group.keep = Some(keep);
                self.last_keep = Some(self.span_from(mod_start));
            } else if !self.target(&mut group.target)? {
                break;
            }
        }
        self.spans[slot] = self.span_from(start);
        self.record_keep(slot);
        Ok(Expr::Group(Box::new(group)))
    }
}
