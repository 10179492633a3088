//! Turning a [`Report`](crate::report::Report) into output: human text (`text`), JSON
//! (`json`), the exact-chances tables both share (`chances`), and what `--goal` and a range
//! add to them (`goal`). Colour and the screen (its width, and whether it is a terminal:
//! `screen`) are decided once, in [`Painter`], and every renderer asks it.

pub(crate) mod chances;
pub(crate) mod goal;
pub(crate) mod json;
pub(crate) mod sheet;
pub(crate) mod table;
pub(crate) mod text;

pub(crate) use crate::rules::common::words::{dice_spans, push_dice_spans};
pub(crate) use crate::screen::{self, Painter};
