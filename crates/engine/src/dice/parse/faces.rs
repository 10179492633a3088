//! The die after `d`: a number of sides, `%`, a face list in braces, `F` or a named die.

use std::sync::Arc;

use super::lexer::shown;
use super::values::Values;
use super::{MAX_FACES, MAX_TOTAL_FACES, Parser};
use crate::dice::ast::{Die, Face};
use crate::error::{Error, Result};

impl Parser<'_> {
    /// The faces after `d` (the cursor is just past it).
    pub(super) fn faces(&mut self, d_at: usize) -> Result<Die> {
        let at = self.pos;
        match self.peek() {
            Some(c) if c.is_ascii_digit() => {
                let sides = self.integer()?;
                if sides == 0 {
                    return Err(self.error(
                        at,
                        "a die needs at least 1 face: d0 has none (d6, d20, d%)",
                    ));
                }
                if sides > MAX_FACES as i64 {
                    return Err(Error::limit(format!(
                        "'{}' has {sides} faces; a die may have at most {MAX_FACES} faces",
                        self.text(d_at, self.pos)
                    )));
                }
                self.standard_die(sides)
            }
            Some('%') => {
                self.pos += 1;
                self.standard_die(100)
            }
            Some('{') => self.brace_faces(),
            Some(c) if c.is_ascii_uppercase() || c == 'f' => self.named_die(d_at),
            found => Err(self.error(
                at,
                format!(
                    "expected the die's faces after '{}', found {}: a number (d6), % (d%), F (dF), a list d{{0,1,2}}{}",
                    self.chars[d_at],
                    shown(found),
                    self.named_list(" or a named die ")
                ),
            )),
        }
    }

    /// The values a die can show, worked out once per die (big dice are slow to scan).
    pub(super) fn values_of(&mut self, die: &Die) -> Values {
        let key = Arc::as_ptr(&die.faces) as *const Face as usize;
        self.values
            .entry(key)
            .or_insert_with(|| {
                super::made(die.sides());
                Values::of_die(die)
            })
            .clone()
    }

    fn count_faces(&mut self, n: usize) -> Result<()> {
        self.faces_built += n;
        super::made(n);
        if self.faces_built > MAX_TOTAL_FACES {
            return Err(Error::limit(format!(
                "the dice in this expression have more than {MAX_TOTAL_FACES} faces between them; the limit is {MAX_TOTAL_FACES}"
            )));
        }
        Ok(())
    }

    fn standard_die(&mut self, sides: i64) -> Result<Die> {
        if let Some(d) = self.standard.get(&sides) {
            return Ok(d.clone());
        }
        self.count_faces(sides as usize)?;
        let d = Die::standard(sides);
        self.standard.insert(sides, d.clone());
        Ok(d)
    }

    /// `{v, v, ...}`: the cursor is on `{`.
    fn brace_faces(&mut self) -> Result<Die> {
        let open = self.pos;
        self.pos += 1;
        let mut faces: Vec<i64> = Vec::new();
        loop {
            self.skip_ws();
            match self.peek() {
                Some('}') if faces.is_empty() => {
                    return Err(self.error(
                        self.pos,
                        "d{} has no faces: list at least one value, e.g. d{0,1,1,2}",
                    ));
                }
                Some(c) if c == '-' || c.is_ascii_digit() => {
                    let v = self.signed("for a face")?;
                    faces.push(v);
                    if faces.len() > MAX_FACES {
                        return Err(Error::limit(format!(
                            "the face list at column {} has more than {MAX_FACES} faces; a die may have at most {MAX_FACES}",
                            open + 1
                        )));
                    }
                }
                None => {
                    return Err(self.error(
                        open,
                        format!("the '{{' at column {} is never closed: add '}}'", open + 1),
                    ));
                }
                found => {
                    let after = if faces.is_empty() { "'{'" } else { "','" };
                    return Err(self.error(
                        self.pos,
                        format!(
                            "expected a face value (a whole number) after {after}, found {}",
                            shown(found)
                        ),
                    ));
                }
            }
            self.skip_ws();
            match self.peek() {
                Some(',') => self.pos += 1,
                Some('}') => {
                    self.pos += 1;
                    break;
                }
                None => {
                    return Err(self.error(
                        open,
                        format!("the '{{' at column {} is never closed: add '}}'", open + 1),
                    ));
                }
                found => {
                    return Err(self.error(
                        self.pos,
                        format!(
                            "expected ',' or '}}' in the face list, found {}",
                            shown(found)
                        ),
                    ));
                }
            }
        }
        self.count_faces(faces.len())?;
        let list: Vec<String> = faces.iter().map(i64::to_string).collect();
        Ok(Die {
            name: format!("d{{{}}}", list.join(",")).into(),
            faces: faces.into_iter().map(Face::plain).collect(),
        })
    }

    /// The letters that spell a named die (the longest known name that does not run into
    /// another capital), or `F` for fudge.
    fn named_die(&mut self, d_at: usize) -> Result<Die> {
        let rest = &self.chars[self.pos..];
        let fits = |len: usize| !rest.get(len).is_some_and(|c| c.is_ascii_uppercase());
        let mut best: Option<(usize, &Die)> = None;
        for die in self.named {
            let Some(name) = die.name.strip_prefix('d') else {
                continue;
            };
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphabetic()) {
                continue;
            }
            let len = name.chars().count();
            let matches = rest.len() >= len && rest.iter().zip(name.chars()).all(|(a, b)| *a == b);
            if matches && fits(len) && best.is_none_or(|(l, _)| len > l) {
                best = Some((len, die));
            }
        }
        if let Some((len, die)) = best {
            let die = die.clone();
            self.pos += len;
            return Ok(die);
        }
        if matches!(rest.first(), Some('F' | 'f')) && fits(1) {
            self.pos += 1;
            return Ok(Die::fudge());
        }
        let word: String = rest
            .iter()
            .take_while(|c| c.is_ascii_uppercase())
            .take(20)
            .collect();
        let word = if word.is_empty() {
            rest.first().map(|c| c.to_string()).unwrap_or_default()
        } else {
            word
        };
        Err(self.error(
            self.pos,
            format!(
                "unknown die '{}{word}': dice are dN (d6, d20), d%, dF, d{{faces}}{}",
                self.chars[d_at],
                self.named_list(" and the named dice ")
            ),
        ))
    }

    /// ` and the named dice dA, dS, dSF`, or nothing when there are none.
    fn named_list(&self, lead: &str) -> String {
        let mut names: Vec<&str> = self.named.iter().map(|d| &*d.name).collect();
        names.sort_unstable();
        names.dedup();
        if names.is_empty() {
            String::new()
        } else {
            format!("{lead}{}", names.join(", "))
        }
    }
}
