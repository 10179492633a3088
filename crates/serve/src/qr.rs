//! The URL as a QR code in the terminal, for phones: two modules a character (half blocks),
//! drawn for a terminal with light text on a dark ground (the code's dark modules are the
//! ground, its light ones and the quiet zone are blocks; phone cameras read it either way).

use qrcode::render::unicode::Dense1x2;
use qrcode::{EcLevel, QrCode};

/// The QR code of `text` as lines of half blocks; `None` if it is too long for a QR code.
pub fn qr_text(text: &str) -> Option<String> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).ok()?;
    Some(
        code.render::<Dense1x2>()
            .dark_color(Dense1x2::Light)
            .light_color(Dense1x2::Dark)
            .quiet_zone(true)
            .build(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_with_its_key_fits_a_narrow_terminal() {
        let url = format!("http://192.168.100.200:8470/{}/", "a".repeat(32));
        let qr = qr_text(&url).unwrap();
        let widest = qr.lines().map(|l| l.chars().count()).max().unwrap();
        assert!(widest <= 60, "{widest} columns");
        assert!(qr.lines().count() <= 30);
    }
}
