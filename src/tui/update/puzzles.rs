//! The puzzles' update: the next puzzle by the run's mode, each legal move sent to the
//! exhaustive judge (the runtime runs it on a thread; the screen says it is checking),
//! its verdict played or shown with the refuting line, and the ratings counted once a
//! puzzle and kept at once. Illegal moves never get here: the game refuses them first.

use crate::engine::puzzles::Verdict;
use crate::engine::puzzles::set::built_in;
use crate::tui::input::keys::Action;
use crate::tui::model::{
    App, Effect, Exercise, ExerciseSource, PuzzleAsk, PuzzleEffect, PuzzleMode, PuzzleRun, Rated,
    change, points,
};

impl App {
    /// Opens the puzzles: `run` gives them, from its next one on (`hive puzzles`).
    pub fn start_puzzles(&mut self, run: PuzzleRun) {
        self.learning.only = true;
        self.learning.puzzles = Some(run);
        self.next_puzzle();
    }

    /// The puzzle on the board, if one is.
    fn puzzle_on(&self) -> Option<(Exercise, usize)> {
        let exercise = self.learning.exercise?;
        match exercise.source {
            ExerciseSource::Puzzle(i) => Some((exercise, i)),
            ExerciseSource::Lesson(_) => None,
        }
    }

    /// Puts the run's next puzzle on the board, or says none is left. A streak that is
    /// over starts again from the easiest.
    pub(crate) fn next_puzzle(&mut self) {
        let last = self.puzzle_on().map(|(_, i)| i);
        let Some(run) = self.learning.puzzles.as_mut() else {
            return;
        };
        if run.mode == PuzzleMode::Streak && run.streak.over {
            run.streak = Default::default();
        }
        let Some(next) = run.next(last) else {
            let id = match run.mode {
                PuzzleMode::Rated => "puzzles-none-left",
                PuzzleMode::Theme(_) => "puzzles-none-of-theme",
                PuzzleMode::Streak => "puzzles-none-harder",
            };
            let text = crate::say!(self.screen.lang, id, count = run.streak.solved);
            self.warn(text);
            return;
        };
        self.open_puzzle(next);
    }

    /// Puts puzzle `i` of the shipped set on the board, for the run under way (which
    /// counts it as given).
    pub fn open_puzzle(&mut self, i: usize) {
        let Some(run) = self.learning.puzzles.as_mut() else {
            return;
        };
        run.begin();
        self.start_exercise(ExerciseSource::Puzzle(i));
        self.info(self.screen.lang.get("puzzles-begin"));
    }

    /// A play key in a puzzle that the puzzle takes: `n` goes to the next puzzle (one not
    /// tried counts as a miss), and once the puzzle is over Enter goes on too and Esc or
    /// `q` quit. Returns whether it took the key.
    pub(crate) fn puzzle_action(&mut self, action: &Action) -> bool {
        let Some((exercise, _)) = self.puzzle_on() else {
            return false;
        };
        let over = exercise.done;
        let checking = self
            .learning
            .puzzles
            .as_ref()
            .is_some_and(|run| run.checking.is_some());
        match action {
            // A move being checked is judged first: a right one is not thrown away.
            Action::MoveNow if checking => {
                self.info(self.screen.lang.get("puzzles-busy"));
                true
            }
            Action::MoveNow => {
                let skipped = match over {
                    true => None,
                    false => self.count_puzzle(false),
                };
                let over = self.streak_over(skipped);
                self.next_puzzle();
                // A puzzle left untried counted as a miss: said over the next one's news.
                if let Some(r) = skipped {
                    let lang = &self.screen.lang;
                    let mut text = crate::say!(
                        lang,
                        "puzzles-skipped",
                        rating = points(r.player.1),
                        change = change(r.player)
                    );
                    if let Some(over) = over {
                        text = format!("{text} {over}");
                    }
                    self.info(text);
                }
                true
            }
            Action::Pick if over => {
                self.next_puzzle();
                true
            }
            Action::Cancel | Action::Quit if over && self.focus.selection.is_none() => {
                self.screen.quit = true;
                true
            }
            _ => false,
        }
    }

    /// In a puzzle, a move about to be played: a legal one goes to the judge (returns
    /// true: the puzzle took it); an illegal one is left to the game and its reason.
    pub(crate) fn try_puzzle_move(&mut self, mv: crate::rules::Move) -> bool {
        let Some((exercise, puzzle)) = self.puzzle_on() else {
            return false;
        };
        let lang = &self.screen.lang;
        if exercise.done {
            self.info(lang.get("puzzles-already-done"));
            return true;
        }
        let Some(run) = self.learning.puzzles.as_mut() else {
            return false;
        };
        if run.checking.is_some() {
            self.info(lang.get("puzzles-busy"));
            return true;
        }
        if self.session.game.position().check(mv).is_err() {
            return false;
        }
        let tried = self.session.game.format_move(mv);
        run.checking = Some(mv);
        let ask = PuzzleAsk {
            puzzle,
            played: run.played.clone(),
            tried: tried.clone(),
        };
        self.focus.selection = None;
        let text = crate::say!(lang, "puzzles-checking", tried = tried);
        self.info(text);
        self.emit(Effect::Puzzles(PuzzleEffect::Judge(ask)));
        true
    }

    /// The judge's verdict on the move being checked: played with the computer's answer,
    /// or refused with the line that refutes it (the first miss counts for the ratings).
    pub(crate) fn on_puzzle_judged(
        &mut self,
        ask: PuzzleAsk,
        verdict: Result<Verdict, String>,
    ) -> Vec<Effect> {
        let current = self.puzzle_on();
        let Some(run) = self.learning.puzzles.as_mut() else {
            return self.take_effects();
        };
        // An answer for a puzzle or a position left since is dropped.
        let Some(mv) = run.checking else {
            return self.take_effects();
        };
        let Some((exercise, _)) = current.filter(|&(_, i)| i == ask.puzzle) else {
            return self.take_effects();
        };
        if run.played != ask.played {
            return self.take_effects();
        }
        run.checking = None;
        let missed = run.missed;
        let lang = &self.screen.lang;
        let tried = ask.tried;
        match verdict {
            Err(why) => {
                let text = crate::say!(lang, "puzzles-not-judged", why = why);
                self.warn(text);
            }
            Ok(Verdict::Refused { line }) => {
                let text = match line.is_empty() {
                    true => crate::say!(lang, "puzzles-miss-short", tried = tried),
                    false => {
                        let line = line.join(", ");
                        crate::say!(lang, "puzzles-miss", tried = tried, line = line)
                    }
                };
                let first = !run.missed;
                run.missed = true;
                let mut text = text;
                if first {
                    let rated = self.count_puzzle(false);
                    if let Some(over) = self.streak_over(rated) {
                        text = format!("{text} {over}");
                    }
                }
                self.warn(text);
            }
            Ok(Verdict::Accepted { reply }) => {
                self.apply_move(mv);
                let answer = crate::rules::parse_move(self.session.game.position(), &reply);
                if let Ok(answer) = answer {
                    self.apply_move(answer);
                }
                if let Some(run) = self.learning.puzzles.as_mut() {
                    run.played.extend([tried, reply.clone()]);
                }
                self.learning.exercise = Some(Exercise {
                    step: exercise.step + 1,
                    ..exercise
                });
                let text = crate::say!(self.screen.lang, "puzzles-right", reply = reply);
                self.info(text);
            }
            Ok(Verdict::Solved) => {
                self.apply_move(mv);
                if let Some(run) = self.learning.puzzles.as_mut() {
                    run.played.push(tried);
                }
                self.learning.exercise = Some(Exercise {
                    done: true,
                    ..exercise
                });
                let rated = self.count_puzzle(!missed);
                let lang = &self.screen.lang;
                let text = match rated {
                    Some(r) if r.solved => crate::say!(
                        lang,
                        "puzzles-solved",
                        rating = points(r.player.1),
                        change = change(r.player)
                    ),
                    _ => lang.get("puzzles-solved-after-miss"),
                };
                self.info(text);
            }
        }
        self.finish()
    }

    /// What the streak says when this try ended it, if it did.
    fn streak_over(&self, rated: Option<Rated>) -> Option<String> {
        let run = self.learning.puzzles.as_ref()?;
        (rated.is_some() && run.mode == PuzzleMode::Streak && run.streak.over).then(|| {
            crate::say!(
                self.screen.lang,
                "puzzles-streak-over",
                count = run.streak.solved
            )
        })
    }

    /// Counts the puzzle on the board for the ratings (once: the first miss, or the solve)
    /// and asks for the ratings to be kept. Returns what it did, if it counted now.
    fn count_puzzle(&mut self, solved: bool) -> Option<Rated> {
        let (_, i) = self.puzzle_on()?;
        let puzzle = built_in().get(i)?;
        let run = self.learning.puzzles.as_mut()?;
        if run.rated.is_some() {
            return None;
        }
        let rated = run.count(puzzle, solved);
        if run.kept {
            let keep = PuzzleEffect::Keep(Box::new(run.ratings.clone()));
            self.emit(Effect::Puzzles(keep));
        }
        Some(rated)
    }
}
