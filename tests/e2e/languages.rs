//! The game in the player's language, end to end (issue #40): chosen from the environment
//! as gettext reads it, from `--lang` over it, and from the choice saved in the data folder.

use super::pty::*;

#[test]
fn the_environments_language_opens_the_game_and_lang_overrides_it() {
    let czech = [("LANG", "cs_CZ.UTF-8")];
    let mut tui = Tui::start_with_env(&["play", "--expansions", "none"], 80, 24, &czech);
    // The welcome and the hands' titles in Czech; the bug letters stay UHP's.
    tui.wait_for("Vítej!", WAIT);
    let screen = tui.wait_for("Bílý", WAIT);
    assert!(screen.contains("Q S B G A"), "{screen}");
    assert!(!screen.contains("Welcome"), "{screen}");
    quit(&mut tui);

    let mut tui = Tui::start_with_env(
        &["--lang", "es", "play", "--expansions", "none"],
        80,
        24,
        &czech,
    );
    tui.wait_for("¡Bienvenido!", WAIT);
    tui.wait_for("Blancas", WAIT);
    quit(&mut tui);
}

#[test]
fn the_language_chosen_in_the_game_comes_before_the_environment() {
    let data = fresh_data_dir();
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("language"), "pl\n").unwrap();
    let czech: &[(&str, &str)] = &[("LANG", "cs_CZ.UTF-8")];
    let mut tui = Tui::spawn(&data, &["play", "--expansions", "none"], 80, 24, czech);
    tui.wait_for("Witaj!", WAIT);
    tui.wait_for("Białe", WAIT);
    quit(&mut tui);
}

#[test]
fn f2_in_the_help_changes_the_language_and_the_next_game_keeps_it() {
    let data = fresh_data_dir();
    let mut tui = Tui::start_in(&data, &["play", "--expansions", "none"], 80, 24, false);
    tui.wait_for("Welcome!", WAIT);
    tui.send("?");
    tui.wait_for("Help: Keys", WAIT);
    // F2 (as xterm sends it): English → Español, in the order of the languages' tags.
    tui.send("\x1bOQ");
    tui.wait_for("Ayuda", WAIT);
    tui.send("\x1b");
    let screen = tui.wait_for("Blancas", WAIT);
    assert!(!screen.contains("White"), "{screen}");
    quit(&mut tui);
    let kept = std::fs::read_to_string(data.join("language")).unwrap();
    assert_eq!(kept.trim(), "es");
    // The next game, with LANG=C, opens in Spanish.
    let mut tui = Tui::start_in(&data, &["play", "--expansions", "none"], 80, 24, false);
    tui.wait_for("¡Bienvenido!", WAIT);
    quit(&mut tui);
}

/// Quits a game with nothing to ask but the question itself (`y` answers it in every
/// language: keys are the same everywhere).
fn quit(tui: &mut Tui) {
    tui.send("q");
    tui.send("y");
    tui.wait_exit(WAIT);
}
