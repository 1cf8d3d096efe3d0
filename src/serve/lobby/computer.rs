//! The lobby's page for a game against the computer (key `c` on the list): its level
//! (1–5, weak to strong), game type, the member's colour and clock; Enter asks for the
//! game ([`Asked`]), whose other seat the server's computer takes. The model and the view
//! of the page; the work is `against`'s.

use ratatui::crossterm::event::KeyCode;
use ratatui::text::Line;

use crate::clock::TimeControl;
use crate::engine::ai::Level;
use crate::lang::Lang;
use crate::rules::{Color, GameType};
use crate::say;
use crate::tui::view::theme::Theme;

/// The game against the computer as it is being chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The computer's level.
    pub level: Level,
    /// The game type: an index into [`GameType::ALL`].
    pub kind: usize,
    /// The member's colour.
    pub color: Color,
    /// The clock: an index into the lobby's clocks (0: none).
    pub clock: usize,
    /// The choice the arrow keys change.
    pub field: Field,
}

/// One of the choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The computer's level.
    Level,
    /// The game type.
    Kind,
    /// The member's colour.
    Color,
    /// The clock.
    Clock,
}

impl Field {
    const ALL: [Field; 4] = [Field::Level, Field::Kind, Field::Color, Field::Clock];
}

/// The game asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    /// The computer's level.
    pub level: Level,
    /// The game type.
    pub game_type: GameType,
    /// The member's colour (the computer plays the other).
    pub color: Color,
    /// The clock, if any.
    pub clock: Option<TimeControl>,
}

/// What a key on the page does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The page stays (changed or not).
    Stay,
    /// Back to the list.
    Back,
    /// The game is asked for.
    Play(Asked),
}

/// `at` moved `by` within `0..n`, going round.
fn wrap(at: usize, by: isize, n: usize) -> usize {
    let n = n.max(1) as isize;
    (at as isize + by).rem_euclid(n) as usize
}

impl Choice {
    /// The page as it opens: level 1, all three expansions, White, no clock (the
    /// computer's thinking costs the member no time unless they choose a clock).
    pub fn new() -> Choice {
        Choice {
            level: Level::Beginner,
            kind: GameType::ALL
                .iter()
                .position(|&t| t == GameType::MLP)
                .unwrap_or(0),
            color: Color::White,
            clock: 0,
            field: Field::Level,
        }
    }

    /// The game type chosen.
    pub fn game_type(&self) -> GameType {
        GameType::ALL[self.kind % GameType::ALL.len()]
    }

    /// A key on the page, among `clocks` (the lobby's, none first): the arrows choose a
    /// field and change it, digits 1–5 the level, `w`/`b` the colour.
    pub fn key(&mut self, code: KeyCode, clocks: &[Option<TimeControl>]) -> Step {
        let by = match code {
            KeyCode::Up | KeyCode::Char('k') | KeyCode::BackTab => {
                self.field = Field::ALL[wrap(self.field as usize, -1, Field::ALL.len())];
                return Step::Stay;
            }
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                self.field = Field::ALL[wrap(self.field as usize, 1, Field::ALL.len())];
                return Step::Stay;
            }
            KeyCode::Left | KeyCode::Char('h') => -1,
            KeyCode::Right | KeyCode::Char('l') => 1,
            KeyCode::Char(c @ '1'..='5') => {
                let n = c.to_digit(10).unwrap_or(1) as u8;
                self.level = Level::from_number(n).unwrap_or(self.level);
                return Step::Stay;
            }
            KeyCode::Char('w') => {
                self.color = Color::White;
                return Step::Stay;
            }
            KeyCode::Char('b') => {
                self.color = Color::Black;
                return Step::Stay;
            }
            KeyCode::Enter => {
                return Step::Play(Asked {
                    level: self.level,
                    game_type: self.game_type(),
                    color: self.color,
                    clock: clocks.get(self.clock).copied().flatten(),
                });
            }
            KeyCode::Esc | KeyCode::Char('q') => return Step::Back,
            _ => return Step::Stay,
        };
        match self.field {
            Field::Level => {
                let at = Level::ALL
                    .iter()
                    .position(|&l| l == self.level)
                    .unwrap_or(0);
                self.level = Level::ALL[wrap(at, by, Level::ALL.len())];
            }
            Field::Kind => self.kind = wrap(self.kind, by, GameType::ALL.len()),
            Field::Color => self.color = self.color.opponent(),
            Field::Clock => self.clock = wrap(self.clock, by, clocks.len()),
        }
        Step::Stay
    }
}

impl Default for Choice {
    fn default() -> Choice {
        Choice::new()
    }
}

/// A level as the member reads it: `1 · beginner`.
pub fn level_name(level: Level, lang: &Lang) -> String {
    say!(
        lang,
        "computer-level",
        number = level.number(),
        name = lang.get(&format!("computer-level-{}", level.number()))
    )
}

/// The page drawn, among `clocks` (the lobby's).
pub fn page(
    choice: &Choice,
    clocks: &[Option<TimeControl>],
    theme: &Theme,
    lang: &Lang,
) -> Vec<Line<'static>> {
    let labels = [
        "computer-field-level",
        "lobby-field-type",
        "lobby-field-side",
        "lobby-field-clock",
    ];
    let label_w = super::choices::label_width(lang, &labels);
    let clock = clocks.get(choice.clock).copied().flatten();
    let values = [
        level_name(choice.level, lang),
        choice.game_type().to_string(),
        crate::lang::rules::side(lang, choice.color, ""),
        match clock {
            Some(control) => control.to_string(),
            None => lang.get("lobby-no-clock"),
        },
    ];
    let mut lines = vec![
        Line::styled(lang.get("computer-title"), theme.title()),
        Line::default(),
    ];
    for ((field, label), value) in Field::ALL.iter().zip(labels).zip(values) {
        let chosen = *field == choice.field;
        let line = super::choices::choice(theme, lang, (label, label_w), &value, chosen);
        lines.push(line);
    }
    lines.push(Line::default());
    lines.push(Line::from(
        lang.get(&format!("computer-about-{}", choice.level.number())),
    ));
    lines.push(Line::from(lang.get(match clock {
        Some(_) => "computer-clock",
        None => "lobby-clock-none",
    })));
    lines.push(Line::from(lang.get("computer-unrated")));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_level_colour_and_clock_are_chosen_and_asked_for() {
        let clocks = [None, "5+3".parse().ok(), "1d".parse().ok()];
        let mut choice = Choice::new();
        assert_eq!(
            choice.key(KeyCode::Enter, &clocks),
            Step::Play(Asked {
                level: Level::Beginner,
                game_type: GameType::MLP,
                color: Color::White,
                clock: None,
            })
        );
        // Level by its digit or the arrows (round from 5 to 1); the rest by the arrows.
        choice.key(KeyCode::Char('4'), &clocks);
        choice.key(KeyCode::Right, &clocks);
        assert_eq!(choice.level, Level::Expert);
        choice.key(KeyCode::Right, &clocks);
        assert_eq!(choice.level, Level::Beginner);
        choice.key(KeyCode::Char('3'), &clocks);
        choice.key(KeyCode::Down, &clocks);
        choice.key(KeyCode::Down, &clocks);
        choice.key(KeyCode::Left, &clocks);
        choice.key(KeyCode::Up, &clocks);
        choice.key(KeyCode::Up, &clocks);
        choice.key(KeyCode::Up, &clocks);
        assert_eq!(choice.field, Field::Clock);
        choice.key(KeyCode::Left, &clocks);
        assert_eq!(
            choice.key(KeyCode::Enter, &clocks),
            Step::Play(Asked {
                level: Level::Intermediate,
                game_type: GameType::MLP,
                color: Color::Black,
                clock: "1d".parse().ok(),
            })
        );
        assert_eq!(choice.key(KeyCode::Esc, &clocks), Step::Back);
    }

    #[test]
    fn the_page_is_said_in_each_language_its_arguments_filled() {
        let clocks = [None, "5+3".parse().ok()];
        let mut choice = Choice::new();
        choice.clock = 1;
        let theme = Theme::new(crate::tui::Look {
            palette: crate::tui::Palette::Dark,
            depth: crate::tui::Depth::NoColor,
        });
        let text = |lang: &Lang| -> Vec<String> {
            page(&choice, &clocks, &theme, lang)
                .iter()
                .map(|l| l.to_string())
                .collect()
        };
        let en = text(&Lang::english());
        assert!(en.iter().any(|l| l.contains("1 · beginner")), "{en:?}");
        for code in ["ru", "pl", "cs", "es"] {
            let lang = crate::lang::Catalog::embedded().find(code).unwrap();
            let said = text(&lang);
            assert_ne!(said, en, "{code}");
            assert!(said.iter().any(|l| l.contains("5+3")), "{code}");
            for line in &said {
                assert!(
                    !line.contains('{') && !line.contains("computer-"),
                    "{code}: {line}"
                );
            }
        }
    }
}
