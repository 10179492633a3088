//! `spw sheet` printed as a referee prints it, by headless Chromium (Debian's `chromium
//! --headless --print-to-pdf`) and read back with poppler (`pdfinfo`, `pdftoppm`): every rule
//! set's sheet on at most two A4 pages and at most two Letter pages, no table wider than its
//! box, no ink in a page's margins (nothing cut at its edge), and a game's cards for twelve
//! units on at most three pages. Without those programs (build.rs looks for them) these tests
//! are counted as ignored. With `SPW_UPDATE_DOCS=1` one writes the README's picture of a
//! printed page, `docs/sheet.png`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::harness::{spw, temp_dir};
use crate::sheet::{crate_path, game, rule_sets};

/// The browser: `SPW_CHROMIUM`, else Debian's `chromium` on the `PATH`.
fn chromium() -> PathBuf {
    std::env::var_os("SPW_CHROMIUM").map_or_else(|| "chromium".into(), PathBuf::from)
}

/// Headless Chromium with a fresh profile, nothing fetched or synced, then `args`.
fn chrome(dir: &Path, args: &[&str]) -> Output {
    let profile = dir.join("profile");
    let out = Command::new(chromium())
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .output()
        .expect("chromium runs");
    let _ = std::fs::remove_dir_all(profile);
    out
}

fn url(path: &Path) -> String {
    format!("file://{}", path.display())
}

/// `html` printed to PDF on `paper` (`A4`, `letter`): the page's own print CSS with the
/// paper's size, as the print dialog would choose it.
fn print(html: &str, paper: &str, dir: &Path) -> PathBuf {
    let page = dir.join(format!("{paper}.html"));
    let sized = html.replacen(
        "</style>",
        &format!("@page {{ size: {paper}; }}\n</style>"),
        1,
    );
    std::fs::write(&page, sized).unwrap();
    let pdf = dir.join(format!("{paper}.pdf"));
    let out = chrome(
        dir,
        &[
            "--no-pdf-header-footer",
            &format!("--print-to-pdf={}", pdf.display()),
            &url(&page),
        ],
    );
    assert!(
        pdf.is_file(),
        "no PDF: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    pdf
}

/// `pdfinfo`'s page count, and the first page's size in points.
fn info(pdf: &Path) -> (usize, f64, f64) {
    let out = Command::new("pdfinfo")
        .arg(pdf)
        .output()
        .expect("pdfinfo runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let field = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(name))
            .map(str::trim)
            .unwrap_or_else(|| panic!("pdfinfo gives no {name}: {text}"))
            .to_string()
    };
    let pages = field("Pages:").parse().unwrap();
    let size = field("Page size:");
    let mut nums = size
        .split_whitespace()
        .filter_map(|w| w.parse::<f64>().ok());
    (pages, nums.next().unwrap(), nums.next().unwrap())
}

/// The paper sizes in points, and the most pages a sheet may take on each.
const PAPERS: [(&str, f64, f64); 2] = [("A4", 595.3, 841.9), ("letter", 612.0, 792.0)];

/// Every page of `pdf` as grey pixels at `dpi` (`pdftoppm -gray`): `(width, height, pixels)`.
fn pixels(pdf: &Path, dpi: u32, dir: &Path) -> Vec<(usize, usize, Vec<u8>)> {
    let root = dir.join("page");
    let ok = Command::new("pdftoppm")
        .args(["-gray", "-r", &dpi.to_string()])
        .arg(pdf)
        .arg(&root)
        .status()
        .expect("pdftoppm runs");
    assert!(ok.success());
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgm"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| pgm(&std::fs::read(f).unwrap()))
        .collect()
}

/// A binary PGM (`P5 W H 255`) read.
fn pgm(bytes: &[u8]) -> (usize, usize, Vec<u8>) {
    let mut fields = Vec::new();
    let mut at = 0;
    while fields.len() < 4 {
        while bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        let start = at;
        while !bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        fields.push(String::from_utf8_lossy(&bytes[start..at]).into_owned());
    }
    assert_eq!(fields[0], "P5");
    let (w, h): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    (w, h, bytes[at + 1..at + 1 + w * h].to_vec())
}

/// Inked pixels in the outer `mm` of each page: text cut at the page's edge (the sheet's
/// margin is 8 mm, so nothing of it belongs there).
fn ink_in_margins(pages: &[(usize, usize, Vec<u8>)], dpi: u32, mm: f64) -> Vec<String> {
    let band = (mm / 25.4 * f64::from(dpi)) as usize;
    let mut found = Vec::new();
    for (n, (w, h, px)) in pages.iter().enumerate() {
        let inked = (0..*h)
            .flat_map(|y| (0..*w).map(move |x| (x, y)))
            .filter(|&(x, y)| x < band || y < band || x >= w - band || y >= h - band)
            .filter(|&(x, y)| px[y * w + x] < 200)
            .count();
        if inked > 0 {
            found.push(format!(
                "page {}: {inked} inked pixels in the margin",
                n + 1
            ));
        }
    }
    found
}

/// Measured in the browser once its fonts are in: every table, line and heading inside its
/// box (and every box inside the page), every cell's text inside the cell.
const MEASURE: &str = r#"<script>
document.fonts.ready.then(() => {
  const bad = [];
  const name = (e) => { const s = e.closest('section'); const h = s ? s.querySelector('h2') : null; return h ? h.textContent : '?'; };
  const page = document.body.getBoundingClientRect();
  for (const t of document.querySelectorAll('section, table, p, figcaption, h2')) {
    const s = t.closest('section');
    const box = (s === t || !s) ? page : s.getBoundingClientRect();
    const r = t.getBoundingClientRect();
    if (r.right > box.right + 0.5 || r.left < box.left - 0.5)
      bad.push(t.tagName + ' past its box by ' + (r.right - box.right).toFixed(1) + 'px in ' + name(t));
  }
  for (const c of document.querySelectorAll('td, th')) {
    if (c.scrollWidth > c.clientWidth + 1) bad.push('cell cut: ' + c.textContent + ' in ' + name(c));
  }
  document.body.setAttribute('data-overflow', JSON.stringify(bad));
});
</script>"#;

/// What [`MEASURE`] finds wrong in `html`, laid out at the page's width (A4's, the narrower).
fn overflow(html: &str, dir: &Path) -> Vec<String> {
    let page = dir.join("measure.html");
    std::fs::write(
        &page,
        html.replacen("</body>", &format!("{MEASURE}\n</body>"), 1),
    )
    .unwrap();
    let out = chrome(
        dir,
        &["--virtual-time-budget=10000", "--dump-dom", &url(&page)],
    );
    let dom = String::from_utf8_lossy(&out.stdout);
    let at = dom.find("data-overflow=\"").expect("the page was measured") + 15;
    let json = dom[at..at + dom[at..].find('"').unwrap()].replace("&quot;", "\"");
    serde_json::from_str(&json).unwrap()
}

/// Prints `html` on both papers: at most `most` pages on each, nothing past a box, no ink in
/// the margins.
fn prints_within(what: &str, html: &str, most: usize, dir: &Path) {
    let wide = overflow(html, dir);
    assert!(wide.is_empty(), "{what}: {}", wide.join("\n"));
    for (paper, w, h) in PAPERS {
        let pdf = print(html, paper, dir);
        let (pages, pw, ph) = info(&pdf);
        assert!(
            (pw - w).abs() < 2.0 && (ph - h).abs() < 2.0,
            "{what}: not {paper}: {pw} x {ph}"
        );
        assert!(
            pages <= most,
            "{what}: {pages} {paper} pages, more than {most}"
        );
        let dpi = 50;
        let sub = dir.join(paper);
        std::fs::create_dir_all(&sub).unwrap();
        let inked = ink_in_margins(&pixels(&pdf, dpi, &sub), dpi, 6.0);
        assert!(inked.is_empty(), "{what} on {paper}: {}", inked.join("; "));
    }
}

#[test]
#[cfg_attr(
    not(spw_print),
    ignore = "needs chromium, pdfinfo and pdftoppm (Debian: chromium, poppler-utils)"
)]
fn every_sheet_prints_on_two_pages_of_a4_and_of_letter() {
    let sets = rule_sets();
    assert!(sets.len() >= 5, "{sets:?}");
    let threads: Vec<_> = sets
        .into_iter()
        .map(|set| {
            std::thread::spawn(move || {
                let html = spw(&["sheet", &set]).ok();
                prints_within(&set, &html, 2, &temp_dir(&format!("print-{set}")));
            })
        })
        .collect();
    for t in threads {
        t.join().expect("a sheet printed within its pages");
    }
}

#[test]
#[cfg_attr(
    not(spw_print),
    ignore = "needs chromium, pdfinfo and pdftoppm (Debian: chromium, poppler-utils)"
)]
fn a_twelve_unit_rosters_cards_print_on_three_pages() {
    for rules in ["schwerpunkt", "tsatf"] {
        let file = game(&format!("print-cards-{rules}"), rules, 12);
        let html = spw(&["sheet", "--game", file.to_str().unwrap()]).ok();
        prints_within(
            rules,
            &html,
            3,
            &temp_dir(&format!("print-cards-{rules}-pdf")),
        );
    }
}

/// The README's picture of a printed sheet: page 1 of Schwerpunkt's on A4, as pdftoppm draws
/// it. `SPW_UPDATE_DOCS=1` writes it; otherwise it must be there.
#[test]
#[cfg_attr(
    not(spw_print),
    ignore = "needs chromium, pdfinfo and pdftoppm (Debian: chromium, poppler-utils)"
)]
fn the_readme_shows_a_printed_page() {
    let picture = crate_path("docs/sheet.png");
    if std::env::var_os("SPW_UPDATE_DOCS").is_some() {
        let dir = temp_dir("print-readme");
        let pdf = print(&spw(&["sheet", "schwerpunkt"]).ok(), "A4", &dir);
        let root = dir.join("page");
        let ok = Command::new("pdftoppm")
            .args(["-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile"])
            .arg(&pdf)
            .arg(&root)
            .status()
            .unwrap();
        assert!(ok.success());
        std::fs::copy(root.with_extension("png"), &picture).unwrap();
    }
    let png = std::fs::read(&picture)
        .expect("docs/sheet.png: SPW_UPDATE_DOCS=1 cargo test --test cli sheet_print writes it");
    assert!(png.starts_with(b"\x89PNG"));
    let readme = std::fs::read_to_string(crate_path("README.md")).unwrap();
    assert!(
        readme.contains("](docs/sheet.png)"),
        "the README shows docs/sheet.png"
    );
}
