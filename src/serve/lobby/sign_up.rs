//! Signing up, in an open lobby (`hive serve --open`): a key that is no member yet is asked
//! for a name, checked by the club (`club::names`: length, characters, one alphabet, not
//! reserved, no look-alike of another member's) and its hourly cap on an address's
//! sign-ups; a refusal says why in a sentence. The key is that member from then on.

use std::net::SocketAddr;
use std::time::Duration;

use ratatui::Frame;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use crate::club::{Member, NameError, SignUpError, names};
use crate::lang::Lang;
use crate::say;
use crate::serve::desk::Desk;
use crate::serve::exit::Exit;
use crate::serve::guest::Guest;
use crate::text::printable;
use crate::tui::Events;
use crate::tui::runtime::draw_lean;
use crate::tui::view::theme::Theme;

/// The most characters the field takes (a name has at most [`names::MAX_CHARS`]: a longer
/// one is refused with the reason, not cut).
const FIELD: usize = 40;

/// How often the page looks whether the server is stopping.
const REFRESH: Duration = Duration::from_secs(1);

/// The sign-up form.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Form {
    /// The name typed so far.
    pub text: String,
    /// Why the last name was refused, in the member's language.
    pub refused: Option<String>,
}

/// What a key does on the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act {
    /// Sign up with this name.
    Submit(String),
    /// Leave the server.
    Leave,
}

impl Form {
    /// Applies `key`; the act it asks for.
    pub fn key(&mut self, key: KeyEvent) -> Option<Act> {
        if key.kind == KeyEventKind::Release {
            return None;
        }
        let control = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Char('c') if control => Some(Act::Leave),
            KeyCode::Esc => Some(Act::Leave),
            KeyCode::Enter => Some(Act::Submit(self.text.clone())),
            KeyCode::Backspace => {
                self.text.pop();
                None
            }
            KeyCode::Char(c) if !control && !c.is_control() => {
                if self.text.chars().count() < FIELD {
                    self.text.push(c);
                }
                None
            }
            _ => None,
        }
    }
}

/// Why a sign-up was refused, as a sentence in `lang`.
pub fn refusal(why: &SignUpError, lang: &Lang) -> String {
    match why {
        SignUpError::Name(NameError::Length) => say!(
            lang,
            "clubroom-name-length",
            min = names::MIN_CHARS,
            max = names::MAX_CHARS
        ),
        SignUpError::Name(NameError::Characters) => lang.get("clubroom-name-characters"),
        SignUpError::Name(NameError::MixedScripts) => lang.get("clubroom-name-scripts"),
        SignUpError::Name(NameError::Reserved) => lang.get("clubroom-name-reserved"),
        SignUpError::Taken => lang.get("clubroom-name-taken"),
        SignUpError::KnownKey => lang.get("clubroom-known-key"),
        SignUpError::TooMany(_) => lang.get("clubroom-too-many-sign-ups"),
    }
}

/// Draws the form.
pub fn render(form: &Form, theme: &Theme, lang: &Lang, frame: &mut Frame) {
    let [body, keys] =
        Layout::vertical([Constraint::Min(1), Constraint::Length(2)]).areas(frame.area());
    let block = Block::default().borders(Borders::ALL).title(Span::styled(
        format!(" {} ", lang.get("clubroom-welcome")),
        theme.title(),
    ));
    let inner = block.inner(body);
    frame.render_widget(block, body);
    let mut lines = vec![
        Line::styled(lang.get("clubroom-choose-name"), theme.title()),
        Line::default(),
        Line::from(say!(
            lang,
            "clubroom-name-rules",
            min = names::MIN_CHARS,
            max = names::MAX_CHARS
        )),
        Line::default(),
        Line::styled(
            format!("> {}_", printable(&form.text, FIELD)),
            theme.cursor(),
        ),
    ];
    if let Some(why) = &form.refused {
        lines.push(Line::default());
        lines.push(Line::styled(why.clone(), theme.warning()));
    }
    let pad = |r: ratatui::layout::Rect| ratatui::layout::Rect {
        x: r.x.saturating_add(1),
        width: r.width.saturating_sub(2),
        ..r
    };
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), pad(inner));
    frame.render_widget(
        Paragraph::new(lang.get("clubroom-keys-sign-up"))
            .style(theme.dim())
            .wrap(Wrap { trim: true }),
        pad(keys),
    );
}

/// Asks the guest with key `owner` for a name until the club takes one (the member), they
/// leave (`None`), or the database fails (`None`, logged).
pub fn run(
    guest: &mut Guest<'_>,
    desk: &Desk,
    owner: &str,
    theme: &Theme,
    peer: SocketAddr,
) -> Result<Option<Member>, Exit> {
    if guest.tty.plain {
        return run_plain(guest, desk, owner, peer);
    }
    let lang = guest.tty.lang.clone();
    let mut form = Form::default();
    while !guest.handle.is_stopped() {
        draw_lean(guest.terminal, |frame| render(&form, theme, &lang, frame))?;
        let Some(Event::Key(key)) = guest.events.next(REFRESH)? else {
            continue;
        };
        match form.key(key) {
            Some(Act::Leave) => return Ok(None),
            Some(Act::Submit(name)) => match desk.sign_up(owner, &name, peer.ip()) {
                Ok(Ok(member)) => {
                    crate::serve::log::signed_up(peer, &member.name, owner);
                    return Ok(Some(member));
                }
                Ok(Err(why)) => form.refused = Some(refusal(&why, &lang)),
                Err(e) => {
                    crate::serve::log::club_error("a sign-up", &e);
                    return Ok(None);
                }
            },
            None => {}
        }
    }
    Ok(None)
}

/// [`run`] for a guest in plain mode: the same questions and refusals as sentences, the
/// name typed as a line (the end of input leaves), never an escape sequence.
fn run_plain(
    guest: &mut Guest<'_>,
    desk: &Desk,
    owner: &str,
    peer: SocketAddr,
) -> Result<Option<Member>, Exit> {
    use crate::tui::runtime::{PlainInput, Voice, plain_typed};
    let lang = guest.tty.lang.clone();
    let mut typed = String::new();
    let mut said = vec![
        format!("{}.", lang.get("clubroom-welcome")),
        lang.get("clubroom-choose-name"),
        say!(
            lang,
            "clubroom-name-rules",
            min = names::MIN_CHARS,
            max = names::MAX_CHARS
        ),
    ];
    loop {
        {
            let writer = guest.terminal.backend_mut().writer();
            let mut voice = Voice::new(writer, true, typed);
            voice.speak(&std::mem::take(&mut said))?;
            typed = voice.into_typed();
        }
        if guest.handle.is_stopped() {
            return Ok(None);
        }
        let input = match guest.events.next(REFRESH)? {
            Some(event) => plain_typed(&event),
            None => PlainInput::Wake,
        };
        let name = match input {
            PlainInput::Key(key) => {
                let writer = guest.terminal.backend_mut().writer();
                let mut voice = Voice::new(writer, true, typed);
                let line = voice.key(key)?;
                typed = voice.into_typed();
                match line {
                    Some(line) => line,
                    None => continue,
                }
            }
            PlainInput::End => return Ok(None),
            PlainInput::Line(line) => line,
            PlainInput::Wake => continue,
        };
        match desk.sign_up(owner, name.trim(), peer.ip()) {
            Ok(Ok(member)) => {
                crate::serve::log::signed_up(peer, &member.name, owner);
                return Ok(Some(member));
            }
            Ok(Err(why)) => said = vec![refusal(&why, &lang)],
            Err(e) => {
                crate::serve::log::club_error("a sign-up", &e);
                return Ok(None);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Catalog;

    fn press(form: &mut Form, code: KeyCode) -> Option<Act> {
        form.key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    #[test]
    fn a_name_is_typed_corrected_and_sent() {
        let mut form = Form::default();
        for c in "anx".chars() {
            assert_eq!(press(&mut form, KeyCode::Char(c)), None);
        }
        press(&mut form, KeyCode::Backspace);
        press(&mut form, KeyCode::Char('n'));
        assert_eq!(
            press(&mut form, KeyCode::Enter),
            Some(Act::Submit("ann".into()))
        );
        // Control characters never reach the name; Esc leaves.
        press(&mut form, KeyCode::Char('\u{1b}'));
        assert_eq!(form.text, "ann");
        assert_eq!(press(&mut form, KeyCode::Esc), Some(Act::Leave));
        // The field stops at its width.
        let mut long = Form::default();
        for _ in 0..100 {
            press(&mut long, KeyCode::Char('a'));
        }
        assert_eq!(long.text.chars().count(), FIELD);
    }

    /// Every refusal is a sentence of its own in every language, its numbers filled in.
    #[test]
    fn each_refusal_says_why_in_every_language() {
        let catalog = Catalog::embedded();
        let refusals = [
            SignUpError::Name(NameError::Length),
            SignUpError::Name(NameError::Characters),
            SignUpError::Name(NameError::MixedScripts),
            SignUpError::Name(NameError::Reserved),
            SignUpError::Taken,
            SignUpError::KnownKey,
            SignUpError::TooMany(3),
        ];
        for tag in ["en", "ru", "pl", "cs", "es"] {
            let lang = catalog.find(tag).unwrap();
            let said: Vec<String> = refusals.iter().map(|r| refusal(r, &lang)).collect();
            for s in &said {
                assert!(!s.is_empty() && !s.contains('{'), "{tag}: {s}");
            }
            let mut unique = said.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), said.len(), "{tag}: {said:?}");
            assert!(said[0].contains("20"), "{tag}: {}", said[0]);
        }
        let ru = catalog.find("ru").unwrap();
        assert_ne!(
            refusal(&SignUpError::Taken, &ru),
            refusal(&SignUpError::Taken, &catalog.find("en").unwrap())
        );
    }
}
