//! The play-mode update: picking pieces, moves, undo and redo (resigning and draws are in
//! `endings`).

use crate::room::{Act, Proposal};
use crate::rules::{Bug, Direction, Ending, Hex, Illegal, Move, Piece, PieceSet};
use crate::tui::input::keys::{Action, Nav, PLAY as PLAY_KEYS, key_of};
use crate::tui::model::{App, Effect, Mode, Question, Selection, records_an_ending};
use crate::tui::words;

impl App {
    /// Applies one play-mode action.
    pub(crate) fn act(&mut self, action: Action) {
        // A half-typed cell number lasts only until the next key that is not its end.
        if !matches!(action, Action::Digit(_) | Action::Pick) {
            self.drop_typed();
        }
        // A puzzle's own keys first (`n` the next one; Enter, Esc and `q` once it is over).
        if self.puzzle_action(&action) {
            return;
        }
        if let Some(why) = self
            .lesson_refusal(&action)
            .or_else(|| self.refusal(&action))
        {
            self.warn(why);
            return;
        }
        match action {
            Action::Cursor(nav) => {
                self.focus.camera.follow = true;
                self.move_cursor(nav);
            }
            Action::Pan(dx, dy) => self.focus.camera.pan_by(dx, dy),
            Action::Center => {
                self.focus.camera.center();
                self.info(self.screen.lang.get("moves-centred"));
            }
            Action::Pick => {
                self.focus.camera.follow = true;
                self.pick();
            }
            Action::Cancel => {
                if self.focus.selection.take().is_some() {
                    self.info(self.screen.lang.get("moves-put-back"));
                }
            }
            Action::NextPiece => self.cycle(1),
            Action::PrevPiece => self.cycle(-1),
            Action::Hand(bug) => {
                self.focus.camera.follow = true;
                self.take_bug(bug);
            }
            Action::Digit(d) => self.number_key(d),
            Action::Prompt => {
                self.mode = Mode::Prompt {
                    text: String::new(),
                    error: None,
                }
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Help => self.mode = Mode::help(Mode::Play),
            Action::Lessons => self.open_lessons(Mode::Play),
            Action::Quit => self.ask(Question::Quit),
            Action::ForceQuit => self.force_quit(),
            Action::Zoom => {
                self.focus.camera.zoom();
                let said = match self.focus.camera.zoom {
                    Some(crate::tui::layout::HexSize::Large) => "moves-zoom-large",
                    Some(crate::tui::layout::HexSize::Compact) => "moves-zoom-compact",
                    None => "moves-zoom-fit",
                };
                self.info(self.screen.lang.get(said));
            }
            Action::Review => self.start_review(),
            Action::Hint => self.start_hint(),
            Action::Explore => self.open_explorer(Mode::Play),
            Action::Games => self.open_games(Mode::Play),
            Action::Pause => self.toggle_pause(),
            Action::PlayHint => self.play_hint(),
            Action::MoveNow => self.move_now(),
            Action::Ponder => self.toggle_ponder(),
            Action::Save => self.ask_save_path(),
            Action::NewGame => {
                let clock = self.session.own_game().clock;
                self.ask(Question::NewGame { clock });
            }
            Action::Resign if self.session.is_over() => {
                self.warn(self.screen.lang.get("moves-over-already"))
            }
            // A watcher has no game to resign: told at once, not asked first (a tester).
            Action::Resign if !self.may(Act::PlayFor(self.session.player())) => {
                self.warn(self.screen.lang.get("moves-watching-no-resign"))
            }
            Action::Resign => self.ask(Question::Resign),
            Action::ClaimWin => self.claim_win(),
            Action::NewCodes => self.ask_new_codes(),
            Action::OfferDraw => self.offer_draw(),
            Action::Talk => self.open_talk(),
        }
    }

    /// A new game with the player's own players, sides and settings: the game's on screen
    /// when it is theirs, else those of the last game they started (never a replayed
    /// record's).
    pub(crate) fn new_game(&mut self, clock: Option<crate::clock::TimeControl>) {
        self.cancel_thinking();
        self.stop_analysis();
        let own = self.session.own_game();
        let [white, black] = own.names;
        let mut fresh = App::starting(own.game_type, white, black, self.screen.now);
        // The same rules (opening rule, draw by repetition).
        fresh.session.game = crate::rules::Game::with_rules(own.game_type, own.rules);
        fresh.screen.look = self.screen.look;
        fresh.screen.size = self.screen.size;
        fresh.session.opponent = own.opponent;
        fresh.session.clock =
            clock.map(|control| crate::tui::model::Timing::new(control, self.screen.now));
        fresh.computer.ponder = self.computer.ponder;
        fresh.screen.drawn = std::mem::take(&mut self.screen.drawn);
        // A game that autosaved starts a file of its own at its first move.
        fresh.saving.autosave_branches =
            self.saving.autosave.is_some() || self.saving.autosave_branches;
        // `s` still saves into the player's games folder.
        fresh.saving.folders = self.saving.folders.clone();
        let effects = self.take_effects();
        *self = fresh;
        for e in effects {
            self.emit(e);
        }
        self.emit(Effect::ClearSearch);
        // The game left has a file no more: the runtime lets go of it.
        self.emit(Effect::Autosave);
        match clock {
            Some(control) => self.info(crate::say!(
                self.screen.lang,
                "moves-new-game-clock",
                clock = control.to_string()
            )),
            None => self.info(self.screen.lang.get("moves-new-game")),
        }
    }

    fn move_cursor(&mut self, nav: Nav) {
        // Rows alternate their zig-zag so Up then Down returns to the same cell.
        let even_row = self.focus.cursor.r.rem_euclid(2) == 0;
        let d = match nav {
            Nav::Left => Direction::West,
            Nav::Right => Direction::East,
            Nav::Up if even_row => Direction::NorthEast,
            Nav::Up => Direction::NorthWest,
            Nav::Down if even_row => Direction::SouthEast,
            Nav::Down => Direction::SouthWest,
        };
        self.focus.cursor = self.focus.cursor.neighbor(d);
    }

    /// Enter/Space: pass, drop the picked piece, or pick up the piece under the cursor.
    fn pick(&mut self) {
        if self.session.is_over() {
            self.warn(self.screen.lang.get("moves-over-keys"));
            return;
        }
        if self.session.computers_turn() {
            self.info(self.screen.lang.get("moves-computers-turn"));
            return;
        }
        let pos = self.session.game.position();
        if pos.must_pass() {
            self.play(Move::Pass);
            return;
        }
        if let Some(n) = self.focus.selection.as_ref().and_then(|s| s.typed) {
            self.drop_on(n);
            return;
        }
        if let Some(sel) = &self.focus.selection {
            if sel.dests.contains(&self.focus.cursor) {
                self.play(Move::Piece(sel.piece, self.focus.cursor));
                return;
            }
            if pos.board().top_at(self.focus.cursor).is_none() {
                let piece = sel.piece;
                // The rules say why (a gate, a Spider's three steps, ...); the lit cells
                // are where it can go.
                let lang = &self.screen.lang;
                let why = match pos.check(Move::Piece(piece, self.focus.cursor)) {
                    Err(Illegal::Unreachable { why, .. }) => {
                        Some(crate::lang::rules::route(lang, why))
                    }
                    Err(other) => Some(words::reason(lang, pos, &other)),
                    Ok(()) => None,
                };
                let piece = piece.to_string();
                let text = match why {
                    Some(why) => crate::say!(lang, "moves-cannot-go", piece = piece, why = why),
                    None => crate::say!(lang, "moves-cannot-go-plain", piece = piece),
                };
                self.warn(text);
                return;
            }
        }
        match pos.board().top_at(self.focus.cursor) {
            Some(piece) => self.select(piece),
            None => {
                self.focus.selection = None;
                self.info(self.screen.lang.get("moves-nothing-here"));
            }
        }
    }

    /// Picks up a piece on the board: shows where it can go (its own moves and the throws
    /// of it), the pieces it can throw, or why it cannot move.
    fn select(&mut self, piece: Piece) {
        let pos = self.session.game.position();
        let dests = destinations(pos, piece);
        let mut throwable: Vec<Hex> = pos
            .throws_by(piece)
            .iter()
            .filter_map(|m| m.piece().and_then(|p| pos.board().position(p)))
            .collect();
        throwable.sort_by_key(|h| (h.r, h.q));
        throwable.dedup();
        if dests.is_empty() && throwable.is_empty() {
            let why = pos.why_immobile(piece).map_or_else(
                || self.screen.lang.get("moves-no-move"),
                |r| words::reason(&self.screen.lang, pos, &r),
            );
            self.focus.selection = None;
            self.warn(crate::say!(
                self.screen.lang,
                "moves-cannot-move",
                piece = piece.to_string(),
                why = why
            ));
            return;
        }
        let thrown = pos.throw_only_destinations(piece);
        self.info(words::describe_pick(
            &self.screen.lang,
            pos,
            piece,
            !thrown.is_empty(),
        ));
        // The hint's marks would look like a second piece picked up.
        self.focus.hint = None;
        self.focus.selection = Some(Selection {
            piece,
            dests,
            thrown,
            throwable,
            typed: None,
        });
    }

    /// A bug letter: the next piece of that bug in hand, then, pressed again, each of the
    /// player's pieces of that bug on the board that can move, in turn.
    fn take_bug(&mut self, bug: Bug) {
        if self.session.is_over() || self.session.computers_turn() {
            self.take_from_hand(bug);
            return;
        }
        let pos = self.session.game.position();
        let me = pos.to_move();
        let board = pos.board();
        let mut options: Vec<Piece> = Vec::new();
        if let Some(p) = pos.next_in_hand(me, bug)
            && !pos.moves_of(p).is_empty()
        {
            options.push(p);
        }
        let mut on_board: Vec<(Piece, Hex)> = board
            .tops()
            .filter(|&(_, p)| p.color() == me && p.bug() == bug)
            .filter(|&(_, p)| !pos.moves_of(p).is_empty())
            .map(|(h, p)| (p, h))
            .collect();
        on_board.sort_by_key(|&(_, h)| reading_order(h));
        options.extend(on_board.iter().map(|&(p, _)| p));
        let current = self
            .focus
            .selection
            .as_ref()
            .and_then(|s| options.iter().position(|&p| p == s.piece));
        let Some(&next) = options.get(current.map_or(0, |i| (i + 1) % options.len())) else {
            // Nothing of that bug can go anywhere: say why (of the piece on the board
            // when none is left in hand).
            let placed = board
                .tops()
                .find(|&(_, p)| p.color() == me && p.bug() == bug)
                .or_else(|| {
                    // Only covered ones: say what lies on top.
                    PieceSet::of_bug(me, bug)
                        .iter()
                        .find_map(|p| board.position(p).map(|at| (at, p)))
                });
            match placed {
                Some((at, p)) if pos.next_in_hand(me, bug).is_none() => {
                    self.focus.cursor = at;
                    self.select(p);
                }
                _ => self.take_from_hand(bug),
            }
            return;
        };
        // Pressed again with nothing else of that bug able to go: say why the others stay.
        let lang = &self.screen.lang;
        let stuck = (current.is_some() && options.len() == 1)
            .then(|| {
                let mut others: Vec<(Hex, Piece)> = board
                    .tops()
                    .filter(|&(_, p)| p.color() == me && p.bug() == bug && p != next)
                    .collect();
                others.sort_by_key(|&(h, _)| reading_order(h));
                let why: Vec<String> = others
                    .into_iter()
                    .filter_map(|(_, p)| pos.why_immobile(p).map(|why| (p, why)))
                    .map(|(p, why)| {
                        crate::say!(
                            lang,
                            "moves-stuck",
                            piece = p.to_string(),
                            why = words::reason(lang, pos, &why)
                        )
                    })
                    .collect();
                (!why.is_empty()).then(|| {
                    let mut args = crate::lang::Args::new();
                    crate::lang::rules::set_bug(lang, &mut args, "bug", bug);
                    args.set("why", why.join("; "));
                    lang.format("moves-no-other", Some(&args))
                })
            })
            .flatten();
        match board.position(next) {
            Some(at) => {
                self.focus.cursor = at;
                self.select(next);
            }
            None => self.take_from_hand(bug),
        }
        if let Some(text) = stuck {
            self.info(text);
        }
    }

    /// A digit: drops the picked piece on the cell marked with that number as soon as the
    /// number is whole (no longer number starts with it); otherwise waits for a second
    /// digit or Enter.
    fn number_key(&mut self, digit: usize) {
        let Some(sel) = &mut self.focus.selection else {
            self.info(self.screen.lang.get("moves-pick-first"));
            return;
        };
        let n = sel.typed.take().map_or(digit, |t| t * 10 + digit);
        let count = sel.dests.len();
        if n == 0 || n > count {
            let text = crate::say!(self.screen.lang, "moves-no-cell", number = n);
            self.warn(text);
        } else if n * 10 > count {
            self.drop_on(n);
        } else {
            sel.typed = Some(n);
            let text = crate::say!(self.screen.lang, "moves-cell-typed", number = n);
            self.info(text);
        }
    }

    /// Lets go of a half-typed cell number, if there is one, and says so: the status
    /// offered Enter for it, and Enter now acts on the cursor. (The key that let go of it
    /// may say something of its own after this.)
    pub(crate) fn drop_typed(&mut self) {
        let Some(sel) = &mut self.focus.selection else {
            return;
        };
        if let Some(n) = sel.typed.take() {
            let piece = sel.piece;
            let text = crate::say!(
                self.screen.lang,
                "moves-cell-let-go",
                number = n,
                piece = piece.to_string()
            );
            self.info(text);
        }
    }

    /// Drops the picked piece on the cell marked `n`.
    fn drop_on(&mut self, n: usize) {
        let Some(sel) = &self.focus.selection else {
            return;
        };
        if let Some(&to) = n.checked_sub(1).and_then(|i| sel.dests.get(i)) {
            let piece = sel.piece;
            self.focus.cursor = to;
            self.focus.camera.follow = true;
            self.play(Move::Piece(piece, to));
        }
    }

    /// Takes the next piece of `bug` from the side to move's hand.
    fn take_from_hand(&mut self, bug: Bug) {
        if self.session.is_over() {
            self.warn(self.screen.lang.get("moves-over"));
            return;
        }
        if self.session.computers_turn() {
            self.info(self.screen.lang.get("moves-computers-turn"));
            return;
        }
        let pos = self.session.game.position();
        let me = pos.to_move();
        // A seat among other people's places its own pieces on its own turns only: the
        // other side's hand is not opened, to be refused only at the drop.
        if let Some(seat) = self.session.place.seat()
            && seat != crate::room::Seat::Player(me)
        {
            let why = match seat {
                crate::room::Seat::Watcher => crate::room::Refusal::Watching,
                crate::room::Seat::Player(_) => crate::room::Refusal::NotYourTurn,
            };
            self.warn(words::refusal(&self.screen.lang, pos, &why));
            return;
        }
        if !pos.game_type().has(bug) {
            let mut args = crate::lang::Args::new();
            crate::lang::rules::set_bug(&self.screen.lang, &mut args, "bug", bug);
            args.set("game_type", pos.game_type().to_string());
            self.warn(self.screen.lang.format("moves-not-in-game", Some(&args)));
            return;
        }
        let Some(piece) = pos.next_in_hand(me, bug) else {
            let mut args = self.side_args(me, false);
            crate::lang::rules::set_bug(&self.screen.lang, &mut args, "bug", bug);
            self.warn(self.screen.lang.format("moves-none-in-hand", Some(&args)));
            return;
        };
        let dests = destinations(pos, piece);
        let Some(&first) = dests.first() else {
            let why = pos.why_unplaceable(piece).map_or_else(
                || self.screen.lang.get("moves-no-room"),
                |r| words::reason(&self.screen.lang, pos, &r),
            );
            self.warn(crate::say!(
                self.screen.lang,
                "moves-cannot-place",
                piece = piece.to_string(),
                why = why
            ));
            return;
        };
        if !dests.contains(&self.focus.cursor) {
            self.focus.cursor = first;
        }
        self.info(crate::say!(
            self.screen.lang,
            "moves-placing",
            piece = piece.to_string(),
            summary = words::bug_summary(&self.screen.lang, bug)
        ));
        self.focus.hint = None;
        self.focus.selection = Some(Selection {
            piece,
            dests,
            thrown: Vec::new(),
            throwable: Vec::new(),
            typed: None,
        });
    }

    /// Tab: the next piece that can move or be thrown (either colour: the side to move's
    /// Pillbug may throw the opponent's pieces), or the next destination of the picked one.
    fn cycle(&mut self, step: isize) {
        self.focus.camera.follow = true;
        if let Some(sel) = &self.focus.selection {
            // Its destinations, then the pieces it can throw.
            let stops: Vec<Hex> = sel.dests.iter().chain(&sel.throwable).copied().collect();
            if !stops.is_empty() {
                let i = stops.iter().position(|&c| c == self.focus.cursor);
                let n = stops.len() as isize;
                let next = i.map_or(0, |i| (i as isize + step).rem_euclid(n)) as usize;
                self.focus.cursor = stops[next];
                return;
            }
        }
        let pos = self.session.game.position();
        let me = pos.to_move();
        let mut movable: Vec<(Piece, Hex)> = Vec::new();
        for mv in pos.legal_moves() {
            if let Move::Piece(p, _) = mv
                && let Some(at) = pos.board().position(p)
                && !movable.iter().any(|&(q, _)| q == p)
            {
                movable.push((p, at));
            }
        }
        if movable.is_empty() {
            if pos.must_pass() {
                let args = self.side_args(me, false);
                self.info(self.screen.lang.format("moves-must-pass", Some(&args)));
            } else {
                self.info(self.screen.lang.get("moves-none-movable"));
            }
            return;
        }
        let i = movable.iter().position(|&(_, c)| c == self.focus.cursor);
        let n = movable.len() as isize;
        let next = i.map_or(0, |i| (i as isize + step).rem_euclid(n)) as usize;
        let (piece, at) = movable[next];
        self.focus.cursor = at;
        let id = if piece.color() == me {
            "moves-can-move"
        } else {
            "moves-can-be-thrown"
        };
        self.info(crate::say!(self.screen.lang, id, piece = piece.to_string()));
    }

    /// Plays a move the engine listed: proposes it to the game's room (a local game's rules
    /// on it at once).
    pub fn play(&mut self, mv: Move) {
        // A lesson judges the move first (and plays it, with its reply, when it does the task).
        if self.judge_move(mv) {
            return;
        }
        if self.session.is_paused() {
            let key = key_of(PLAY_KEYS, Action::Pause).unwrap_or_default();
            self.warn(crate::say!(self.screen.lang, "moves-paused", key = key));
            return;
        }
        self.propose_move(mv);
    }

    /// Plays `mv` in the game (a move the room took, or a lesson's or puzzle's); keeps the
    /// redo line when it is the same move.
    pub(crate) fn apply_move(&mut self, mv: Move) {
        let text = self.session.game.format_move(mv);
        let thrown = words::is_throw(self.session.game.position(), mv);
        let mover = self.session.game.position().to_move();
        match self.session.game.play(mv) {
            Ok(()) => {
                self.session.withdrawn = None;
                // A different move where a line was ahead: that line is kept as a variation
                // in the game's own file (not a finished game's, which a new file leaves).
                let mut left = false;
                let ply = self.session.game.moves().len();
                let same = self.session.redo.last() == Some(&mv);
                self.clock_moved(mover, ply, same);
                if same {
                    self.session.redo.pop();
                } else {
                    left = !self.session.redo.is_empty()
                        && self.may(Act::Lines)
                        && self
                            .saving
                            .autosave
                            .as_ref()
                            .is_some_and(|a| !records_an_ending(&a.record));
                    self.session.redo.clear();
                    self.branched();
                }
                self.focus.selection = None;
                if let Some(to) = mv.to() {
                    self.focus.cursor = to;
                }
                let text = if thrown {
                    crate::say!(self.screen.lang, "moves-thrown-move", notation = text)
                } else {
                    text
                };
                self.after_move(&text);
                if left && let Some((message, _)) = &mut self.screen.message {
                    message.push(' ');
                    message.push_str(&self.screen.lang.get("moves-line-kept"));
                }
                self.emit(Effect::Autosave);
            }
            Err(reason) => self.illegal_move(mv, &reason),
        }
    }

    /// Says why `mv` is not played here: the move as the player wrote it, and the reason.
    pub(crate) fn illegal_move(&mut self, mv: Move, reason: &Illegal) {
        let text = self.session.game.format_move(mv);
        let why = words::reason(&self.screen.lang, self.session.game.position(), reason);
        self.warn(crate::say!(
            self.screen.lang,
            "moves-illegal",
            notation = text,
            why = why
        ));
    }

    /// The message after a move: who won, or what the next player faces; after the
    /// computer's, led by the answer it gave on its turn.
    fn after_move(&mut self, text: &str) {
        let text = match self.screen.note.take() {
            Some(note) => format!("{note} {text}"),
            None => text.to_string(),
        };
        let text = text.as_str();
        if self.session.is_over() {
            let result = self.session.result(&self.screen.lang);
            self.info(crate::say!(
                self.screen.lang,
                "moves-played-over",
                notation = text,
                result = result
            ));
            return;
        }
        let pos = self.session.game.position();
        let next = pos.to_move();
        let pass = pos.must_pass();
        let mut args = self.side_args(next, !pass);
        args.set("notation", text);
        if pass {
            self.warn(self.screen.lang.format("moves-played-pass", Some(&args)));
        } else {
            self.info(self.screen.lang.format("moves-played", Some(&args)));
        }
    }

    /// `u`: takes back the last move; against the computer, back to the player's turn (its
    /// reply and the player's own move). A resignation or agreed draw is withdrawn first.
    /// Proposed to the game's room, which takes it back at one screen only.
    fn undo(&mut self) {
        self.focus.selection = None;
        if self.session.flagged().is_some() {
            self.warn(self.screen.lang.get("moves-lost-stays-lost"));
            return;
        }
        let plies = self.session.game.moves().len();
        let ending = self.session.game.ended_by_word();
        // Back to the last position with the player to move (ply p has White to move when
        // p is even): against the computer, never past the player's first move, which
        // would only make it play its opening again.
        let target = match (ending, self.session.opponent) {
            (true, _) => Some(plies),
            (false, None) => plies.checked_sub(1),
            (false, Some(o)) => (0..plies)
                .rev()
                .find(|p| p % 2 == o.color.opponent().index()),
        };
        let Some(target) = target else {
            match (plies, self.session.opponent) {
                (1.., Some(_)) => self.info(self.screen.lang.get("moves-nothing-to-undo-yet")),
                _ => self.info(self.screen.lang.get("moves-nothing-to-undo")),
            }
            return;
        };
        self.propose(Proposal::TakeBack(target));
    }

    /// The room took the game back to `to` plies: the moves taken back are kept to play
    /// again (or, where it stood there, its resignation or agreed draw is lifted, for `U`
    /// to restore).
    pub(crate) fn took_back(&mut self, to: usize) {
        let ending = self.session.game.ending();
        if self.session.game.withdraw_ending() {
            self.session.withdrawn = ending.map(|e| (e, self.session.position_key()));
            // The file holds the ending only once the game was written (a move was played).
            let id = match self.saving.keeps_the_ending_only(&self.session.game) {
                true => "moves-ending-withdrawn-file",
                false => "moves-ending-withdrawn",
            };
            let key = self.key_or_word(Action::Redo, "redo");
            self.info(crate::say!(self.screen.lang, id, key = key));
            self.emit(Effect::Autosave);
            return;
        }
        self.cancel_thinking();
        let mut taken = Vec::new();
        while self.session.game.moves().len() > to {
            let Some(mv) = self.session.game.undo() else {
                break;
            };
            self.session.redo.push(mv);
            taken.push(mv);
        }
        if let Some(to) = self.session.game.last_move().and_then(|(m, _)| m.to()) {
            self.focus.cursor = to;
        }
        let texts: Vec<String> = {
            // Written as the list wrote them: replay forward on a copy.
            let mut ahead = self.session.game.clone();
            taken
                .iter()
                .rev()
                .map(|&mv| {
                    let t = ahead.format_move(mv);
                    let _ = ahead.play(mv);
                    t
                })
                .collect()
        };
        let moves = crate::lang::rules::list(&self.screen.lang, &texts);
        self.info(crate::say!(
            self.screen.lang,
            "moves-took-back",
            moves = moves
        ));
        self.emit(Effect::Autosave);
    }

    /// Ends the game again as `ending` said (a resignation or agreed draw lifted by `u` or
    /// by stepping back in review); whether it could.
    pub(crate) fn restore_ending(&mut self, ending: Ending) -> bool {
        match ending {
            Ending::Resignation(c) => self.session.game.resign(c).is_ok(),
            Ending::Agreement => self.session.game.agree_draw().is_ok(),
            Ending::Repetition => false,
        }
    }

    /// `U`: plays the next move of the line taken back; against the computer, its reply too.
    fn redo(&mut self) {
        if let Some((ending, at)) = self.session.withdrawn
            && at == self.session.position_key()
            && self.restore_ending(ending)
        {
            self.session.withdrawn = None;
            self.cancel_thinking();
            self.info(crate::say!(
                self.screen.lang,
                "moves-ending-restored",
                result = self.session.result(&self.screen.lang)
            ));
            self.emit(Effect::Autosave);
            return;
        }
        let Some(mv) = self.session.redo.last().copied() else {
            self.info(self.screen.lang.get("moves-nothing-to-redo"));
            return;
        };
        self.cancel_thinking();
        // Redoing stays on the line that ended: U restores the ending at its end (a move
        // of the player's own forgets it).
        let withdrawn = self.session.withdrawn;
        let mut earlier = Vec::new();
        let mut next = Some(mv);
        while let Some(mv) = next {
            let text = self.session.game.format_move(mv);
            self.play(mv);
            next = self
                .session
                .redo
                .last()
                .copied()
                .filter(|_| self.session.computers_turn() && !self.session.is_over());
            if next.is_some() {
                earlier.push(text);
            }
        }
        self.session.withdrawn = withdrawn;
        // The last move's message names it alone: name the ones redone before it too.
        if !earlier.is_empty()
            && let Some((text, _)) = &mut self.screen.message
        {
            *text = crate::say!(
                self.screen.lang,
                "moves-redid",
                moves = earlier.join(", "),
                message = text.as_str()
            );
        }
    }
}

/// Where `piece` may go (its own moves and the throws of it), in reading order: top row
/// first, left to right, as the numbers on the board count them.
fn destinations(pos: &crate::rules::Position, piece: Piece) -> Vec<Hex> {
    let mut dests: Vec<Hex> = pos.moves_of(piece).iter().filter_map(|m| m.to()).collect();
    dests.sort_by_key(|&h| reading_order(h));
    dests.dedup();
    dests
}

/// A cell's place in reading order on screen: its row, then its column.
pub(crate) fn reading_order(h: Hex) -> (i32, i32) {
    (h.r, 2 * h.q + h.r)
}
