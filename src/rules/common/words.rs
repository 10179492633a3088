//! The words of the output: plurals and signed numbers as printed rules write them.

/// "+1", "−1" (with a true minus sign, as printed rules do).
pub(crate) fn signed(v: i64) -> String {
    if v < 0 {
        format!("−{}", v.unsigned_abs())
    } else {
        format!("+{v}")
    }
}

/// The noun for a count: `noun(1, "gun", "guns")` is "gun".
pub(crate) fn noun<'a>(n: u32, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 { one } else { many }
}

/// A count with its noun: "1 hit", "3 casualties".
pub(crate) fn count_text(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", noun(n, one, many))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signs_and_plurals_read_as_printed_rules() {
        assert_eq!(signed(-2), "−2");
        assert_eq!(signed(0), "+0");
        assert_eq!(signed(i64::MIN), "−9223372036854775808");
        assert_eq!(count_text(1, "hit", "hits"), "1 hit");
        assert_eq!(count_text(0, "casualty", "casualties"), "0 casualties");
    }
}
