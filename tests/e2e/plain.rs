//! Plain mode end to end: the real `hive play --plain` in a pseudo-terminal plays a whole
//! game by typed lines and writes not one escape byte nor drawing character, its save
//! holding every ply; and a short game's transcript spoken by espeak-ng is speech.

use std::time::{Duration, Instant};

use super::pty::*;
use crate::common::data::json_files;

/// A quick win: Black's Queen surrounded at ply 15 (the base game).
const WIN: [&str; 15] = [
    "wS1",
    "bS1 wS1-",
    "wQ -wS1",
    "bQ bS1/",
    "wG1 -wQ",
    r"bG1 \bQ",
    r"wG1 bQ\",
    "bG2 bQ/",
    r"wA1 wQ\",
    "bA1 bG2/",
    r"wA1 bG2\",
    r"bA1 \bG2",
    r"wQ \wS1",
    "bA1 bG2/",
    "wQ /bG1",
];

/// Waits until the bytes written hold `text` `times` times.
pub(super) fn wait_said(tui: &Tui, text: &str, times: usize) -> String {
    let start = Instant::now();
    loop {
        let raw = String::from_utf8_lossy(&tui.raw()).into_owned();
        if raw.matches(text).count() >= times {
            return raw;
        }
        assert!(
            start.elapsed() < WAIT,
            "timed out waiting for {text:?} ×{times}:\n{raw}"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The bytes `hive` wrote have no escape and no box-drawing character, and no line is
/// wider than 80 columns.
pub(super) fn assert_plain(raw: &[u8]) {
    assert!(!raw.contains(&0x1b), "an escape byte was written");
    let text = String::from_utf8_lossy(raw);
    let drawing: Vec<char> = text
        .chars()
        .filter(|c| ('\u{2500}'..='\u{257f}').contains(c))
        .collect();
    assert!(drawing.is_empty(), "drawing characters: {drawing:?}");
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "too long: {line}");
    }
}

#[test]
fn plain_mode_plays_a_whole_game_without_one_escape_and_saves_every_ply() {
    let data = fresh_data_dir();
    let mut tui = Tui::start_in(
        &data,
        &["play", "--plain", "--expansions", "none"],
        100,
        30,
        true,
    );
    wait_said(&tui, "White to move.", 1);
    // A mistyped line gets a sentence and no penalty; commands that ask change nothing.
    tui.send("wX9\r");
    wait_said(&tui, "not a move", 1);
    for (n, mv) in WIN.iter().enumerate() {
        tui.send(&format!("{mv}\r"));
        let next = if n % 2 == 0 {
            "Black to move."
        } else {
            "White to move."
        };
        if n + 1 < WIN.len() {
            wait_said(&tui, next, n / 2 + 1);
        }
        if n == 7 {
            tui.send("board\r");
            wait_said(&tui, "Queen of Black: ", 1);
            tui.send("around bQ\r");
            wait_said(&tui, "Around bQ: ", 1);
            tui.send("l\r");
            wait_said(&tui, "Ply 8: Black places a Grasshopper, bG2, ", 1);
        }
    }
    let raw = wait_said(
        &tui,
        "Game over: White wins: Black's Queen is surrounded.",
        1,
    );
    assert!(
        raw.contains("White moves the Queen wQ next to bG1, on its south-west side."),
        "{raw}"
    );
    tui.send("quit\r");
    let status = tui.wait_exit(WAIT);
    assert!(status.success(), "{status:?}");
    assert_plain(&tui.raw());
    // The save holds every ply, in order.
    let saves = json_files(&data.join("games"));
    assert_eq!(saves.len(), 1, "{saves:?}");
    let (record, game) = hive::record::load(&saves[0]).unwrap();
    let saved: Vec<&str> = record.move_strings().collect();
    assert_eq!(saved, WIN);
    assert!(game.outcome().is_over());
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn plain_mode_speaks_the_players_language_with_the_same_letters() {
    let mut tui = Tui::start_with_env(
        &["play", "--plain", "--expansions", "none", "--lang", "pl"],
        100,
        30,
        &[],
    );
    wait_said(&tui, "Ruch mają Białe.", 1);
    tui.send("wS1\r");
    wait_said(&tui, "Białe kładą Pająka wS1", 1);
    // The word in Polish and the letter, the same command.
    tui.send("ostatni\r");
    tui.send("l\r");
    wait_said(&tui, "Półruch 1: Białe kładą Pająka wS1", 2);
    tui.send("koniec\r");
    assert!(tui.wait_exit(WAIT).success());
    assert_plain(&tui.raw());
}

/// The RMS energy of 16-bit samples.
fn rms(samples: &[i16]) -> f64 {
    let sum: f64 = samples.iter().map(|&s| f64::from(s) * f64::from(s)).sum();
    (sum / samples.len().max(1) as f64).sqrt()
}

#[test]
fn a_plain_transcript_spoken_by_espeak_is_speech_not_silence() {
    if std::process::Command::new("espeak-ng")
        .arg("--version")
        .output()
        .is_err()
    {
        assert!(
            std::env::var_os("CI").is_none(),
            "espeak-ng is missing, and CI requires it"
        );
        eprintln!("SKIPPED: espeak-ng missing: plain mode's transcript was not spoken");
        return;
    }
    // A short game's transcript, as plain mode writes it.
    let mut tui = Tui::start(&["play", "--plain", "--expansions", "none"], 100, 30, true);
    wait_said(&tui, "White to move.", 1);
    for mv in &WIN[..4] {
        tui.send(&format!("{mv}\r"));
    }
    let raw = wait_said(&tui, "Black places a Queen", 1);
    tui.send("quit\r");
    assert!(tui.wait_exit(WAIT).success());
    // What the player typed is echoed by the terminal: only the game's sentences.
    let transcript: String = raw
        .lines()
        .filter(|l| l.ends_with('.') || l.ends_with(':'))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(transcript.contains("White places a Spider"), "{transcript}");
    let dir = fresh_data_dir();
    let wav = dir.join("transcript.wav");
    let status = std::process::Command::new("espeak-ng")
        .arg("-w")
        .arg(&wav)
        .arg(&transcript)
        .status()
        .unwrap();
    assert!(status.success());
    let bytes = std::fs::read(&wav).unwrap();
    // A RIFF WAVE file of 16-bit samples: the data chunk after its header.
    assert_eq!(&bytes[..4], b"RIFF");
    assert_eq!(&bytes[8..12], b"WAVE");
    let at = bytes.windows(4).position(|w| w == b"data").unwrap() + 8;
    let samples: Vec<i16> = bytes[at..]
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    let rate = u32::from_le_bytes(bytes[24..28].try_into().unwrap()) as usize;
    // Several seconds of it (the transcript is some dozens of words).
    assert!(
        samples.len() > rate * 3,
        "{} samples at {rate} Hz",
        samples.len()
    );
    // Speech: most of its 50 ms windows have energy well above silence.
    let window = rate / 20;
    let windows: Vec<f64> = samples.chunks(window).map(rms).collect();
    let loud = windows.iter().filter(|&&e| e > 300.0).count();
    assert!(
        loud * 2 > windows.len(),
        "only {loud} of {} windows hold sound",
        windows.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_plain_guest_over_ssh_plays_a_board_host_with_echo_backspace_and_news_on_its_own_line() {
    use crate::invite::{Hosting, Key, WON};
    if !crate::serve::have_ssh("a_plain_guest_over_ssh_plays_a_board_host") {
        return;
    }
    let mut hosting = Hosting::start();
    hosting.host.wait_for("you play White", WAIT);
    let code = format!("{}.plain", hosting.black);
    let mut guest = hosting.guest(&code, Key::None);
    wait_said(&guest, "Plain mode", 1);
    hosting.host.wait_for("Black is here", WAIT);
    hosting.host.type_move(1, WON[0]);
    wait_said(&guest, "White places a Spider, wS1, alone", 1);
    // A line pasted at once (each of its keys echoed is a frame of the guest's output, far
    // more than its queue holds): echoed whole, and the guest stays (it was cut).
    let pasted = format!("say 你好世界🎉 {}", "a long pasted line ".repeat(10));
    guest.send(&pasted);
    wait_said(&guest, &pasted, 1);
    guest.send("\r");
    // Typed key by key, echoed by the server; Backspace takes a character back.
    for c in ["b", "x", "\x7f", "Q", " ", "w", "S", "1", "-", "\r"] {
        guest.send(c);
    }
    wait_said(&guest, "bx\x08 \x08Q wS1-\r\n", 1);
    wait_said(
        &guest,
        "Black places a Queen, bQ, next to wS1, on its east side.",
        1,
    );
    hosting.host.wait_for(&format!("  2. {}", WON[1]), WAIT);
    // Half a line typed when the host moves: the news on lines of its own, then the
    // half-typed line again, and the rest of it typed on.
    guest.send("bS1");
    wait_said(&guest, "White to move.\r\nbS1", 1);
    hosting.host.type_move(3, WON[2]);
    wait_said(
        &guest,
        "bS1\r\nWhite places a Queen, wQ, next to wS1, on its west side.\r\nBlack to move.\r\nbS1",
        1,
    );
    guest.send(" bQ/\r");
    hosting.host.wait_for(&format!("  4. {}", WON[3]), WAIT);
    wait_said(
        &guest,
        "Black places a Spider, bS1, next to bQ, on its north-east side.",
        1,
    );
    // A guest names no file on the host's machine: `save` wrote one wherever they said.
    let elsewhere = tempfile::tempdir().unwrap();
    let target = elsewhere.path().join("copy");
    guest.send(&format!("save {}\r", target.display()));
    wait_said(
        &guest,
        "The shared game is saved as it is played, by its host.",
        1,
    );
    assert_eq!(std::fs::read_dir(elsewhere.path()).unwrap().count(), 0);
    // The save holds the plies, the guest's among them.
    let save = hosting.save();
    assert!(save.contains("\"bS1 bQ/\""), "{save}");
    assert!(
        !guest.raw().contains(&0x1b),
        "an escape byte reached the plain guest"
    );
}
