//! The keys in the URLs: 128 random bits from the operating system, written as 32 lowercase hex
//! digits, and the check of a request's key against them in constant time (a key's length is
//! no secret: every key is 32 digits).

use subtle::ConstantTimeEq;

/// Who a request's key (or its absence) lets in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Audience {
    Players,
    Referee,
}

/// A fresh key.
pub(crate) fn fresh() -> std::io::Result<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| std::io::Error::other(e.to_string()))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// The keys a server answers to.
#[derive(Clone, Debug)]
pub(crate) struct Keys {
    /// The players' key; `None`: the players' view is open without one (loopback).
    pub players: Option<String>,
    /// The referee's key; `None`: no referee's view.
    pub referee: Option<String>,
}

impl Keys {
    /// Whom `key` lets in (`None`: the path had no key). Both keys are compared whatever the
    /// first gives, so the time taken says nothing of which matched or how nearly.
    pub(crate) fn admit(&self, key: Option<&str>) -> Option<Audience> {
        let Some(key) = key else {
            return self.players.is_none().then_some(Audience::Players);
        };
        let same = |k: &Option<String>| -> bool {
            k.as_deref()
                .is_some_and(|k| bool::from(k.as_bytes().ct_eq(key.as_bytes())))
        };
        let players = same(&self.players);
        let referee = same(&self.referee);
        if referee {
            Some(Audience::Referee)
        } else if players {
            Some(Audience::Players)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_keys_are_32_hex_digits_and_differ() {
        let a = fresh().unwrap();
        let b = fresh().unwrap();
        assert_eq!(a.len(), 32);
        assert!(
            a.bytes()
                .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
        );
        assert_ne!(a, b);
    }

    #[test]
    fn a_key_admits_its_audience_only() {
        let keys = Keys {
            players: Some("p".repeat(32)),
            referee: Some("r".repeat(32)),
        };
        assert_eq!(keys.admit(Some(&"p".repeat(32))), Some(Audience::Players));
        assert_eq!(keys.admit(Some(&"r".repeat(32))), Some(Audience::Referee));
        for bad in ["", "p", &"p".repeat(31), &"p".repeat(33), &"P".repeat(32)] {
            assert_eq!(keys.admit(Some(bad)), None, "{bad:?}");
        }
        assert_eq!(keys.admit(None), None, "the players' view needs its key");
        let open = Keys {
            players: None,
            referee: None,
        };
        assert_eq!(open.admit(None), Some(Audience::Players));
        assert_eq!(open.admit(Some("anything")), None);
    }
}
