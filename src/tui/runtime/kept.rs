//! A screen's last frame, kept between draws in a few bytes a cell: a server of a thousand
//! screens keeps a thousand of them, and ratatui's buffer takes 48 bytes a cell (about
//! 90 KB at 80×24).

use std::io;
use std::sync::{Arc, Mutex};

use ratatui::Terminal;
use ratatui::backend::{Backend, CrosstermBackend, TestBackend};
use ratatui::buffer::{Buffer, Cell, CellDiffOption};
use ratatui::layout::Rect;
use ratatui::style::Style;

/// The last frame drawn on a screen, for the next frame to be compared with: each cell's
/// symbol as one UTF-16 unit (a `char` of the Basic Multilingual Plane, as the board's and
/// every rulebook language's are) and its look (colours, modifiers, diff option) as an
/// index into the frame's few looks, 3 bytes a cell. It paints a buffer equal to the one
/// it was kept from, cell for cell.
#[derive(Debug, Clone)]
pub struct KeptFrame {
    area: Rect,
    kept: Kept,
}

#[derive(Debug, Clone)]
enum Kept {
    Compact {
        /// Each cell's symbol; [`LONG`] for one of more (or fewer) than one `char`, or of
        /// one beyond the Basic Multilingual Plane, kept in `long`.
        symbols: Vec<u16>,
        /// Each cell's look, an index into `palette`.
        looks: Vec<u8>,
        /// The frame's looks.
        palette: Vec<Look>,
        /// The symbols that are not one `char` of the plane (wide graphemes, emoji), by
        /// cell index, in order.
        long: Vec<(usize, String)>,
    },
    /// A frame of more looks than a byte numbers, kept as it was drawn.
    Whole(Buffer),
}

/// What a cell is but its symbol: colours (the underline's too), modifiers and how it is
/// compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Look {
    style: Style,
    diff: CellDiffOption,
    skip: bool,
}

impl Look {
    #[allow(deprecated)] // `skip` is compared by ratatui still: kept as it was.
    fn of(cell: &Cell) -> Look {
        Look {
            style: cell.style(),
            diff: cell.diff_option,
            skip: cell.skip,
        }
    }

    /// A blank cell of this look.
    #[allow(deprecated)]
    fn cell(self) -> Cell {
        let mut cell = Cell::EMPTY;
        cell.set_style(self.style).set_diff_option(self.diff);
        cell.skip = self.skip;
        cell
    }
}

/// Marks a symbol kept in `long`: NUL never stands alone in a cell that is drawn (one that
/// does is kept in `long` too).
const LONG: u16 = 0;

impl KeptFrame {
    /// The frame `buffer` holds, kept.
    pub fn of(buffer: &Buffer) -> KeptFrame {
        let mut kept = KeptFrame {
            area: buffer.area,
            kept: Kept::Compact {
                symbols: Vec::new(),
                looks: Vec::new(),
                palette: Vec::new(),
                long: Vec::new(),
            },
        };
        kept.keep(buffer);
        kept
    }

    /// Keeps the frame `buffer` holds instead, in the room this one took.
    pub fn keep(&mut self, buffer: &Buffer) {
        self.area = buffer.area;
        if let Kept::Whole(_) = self.kept {
            self.kept = Kept::Compact {
                symbols: Vec::new(),
                looks: Vec::new(),
                palette: Vec::new(),
                long: Vec::new(),
            };
        }
        let Kept::Compact {
            symbols,
            looks,
            palette,
            long,
        } = &mut self.kept
        else {
            return;
        };
        symbols.clear();
        looks.clear();
        palette.clear();
        long.clear();
        let mut last = 0;
        for (i, cell) in buffer.content.iter().enumerate() {
            let symbol = cell.symbol();
            let mut chars = symbol.chars();
            let one = match (chars.next(), chars.next()) {
                (Some(c), None) => u16::try_from(u32::from(c)).ok(),
                _ => None,
            };
            match one {
                Some(unit) if unit != LONG => symbols.push(unit),
                _ => {
                    symbols.push(LONG);
                    long.push((i, symbol.to_owned()));
                }
            }
            let look = Look::of(cell);
            // Neighbours mostly share a look: the last one is tried first.
            let index = match palette.get(last) == Some(&look) {
                true => last,
                false => match palette.iter().position(|p| *p == look) {
                    Some(index) => index,
                    None => {
                        palette.push(look);
                        palette.len() - 1
                    }
                },
            };
            let Ok(byte) = u8::try_from(index) else {
                self.kept = Kept::Whole(buffer.clone());
                return;
            };
            looks.push(byte);
            last = index;
        }
    }

    /// The area the frame covers.
    pub fn area(&self) -> Rect {
        self.area
    }

    /// Paints the frame on `buffer`, every cell of it, which becomes equal to the buffer the
    /// frame was kept from (its area too).
    pub fn paint(&self, buffer: &mut Buffer) {
        buffer.resize(self.area);
        let (symbols, looks, palette, long) = match &self.kept {
            Kept::Whole(whole) => return buffer.clone_from(whole),
            Kept::Compact {
                symbols,
                looks,
                palette,
                long,
            } => (symbols, looks, palette, long),
        };
        let blanks: Vec<Cell> = palette.iter().map(|look| look.cell()).collect();
        let mut long = long.iter().peekable();
        let cells = symbols.iter().zip(looks);
        for (i, (cell, (&symbol, &look))) in buffer.content.iter_mut().zip(cells).enumerate() {
            cell.clone_from(&blanks[usize::from(look)]);
            match long.next_if(|(at, _)| *at == i) {
                Some((_, text)) => {
                    cell.set_symbol(text);
                }
                // A blank's symbol is left out, as ratatui's own blanks leave it.
                None if symbol == u16::from(b' ') => {}
                // Kept from a `char`, never a surrogate.
                None => {
                    if let Some(c) = char::from_u32(u32::from(symbol)) {
                        cell.set_char(c);
                    }
                }
            }
        }
    }
}

/// Buffers lent to screens to draw on, shared by the screens of a server: a frame is drawn
/// on two of them (the last frame, painted from its [`KeptFrame`], and the new one), and
/// only a few frames are drawn at a time however many screens wait. Lent and given back
/// blank (a screen gives back what ratatui cleared).
#[derive(Debug, Clone, Default)]
pub struct Easels(Arc<Mutex<Vec<Buffer>>>);

/// The most buffers kept for lending: those of the frames drawn at once.
const EASELS: usize = 16;

impl Easels {
    /// A blank buffer of `area`.
    fn lend(&self, area: Rect) -> Buffer {
        let lent = self.0.lock().unwrap_or_else(|p| p.into_inner()).pop();
        match lent {
            Some(mut buffer) => {
                buffer.resize(area);
                buffer
            }
            None => Buffer::empty(area),
        }
    }

    fn give_back(&self, buffer: Buffer) {
        let mut kept = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if kept.len() < EASELS && !buffer.content.is_empty() {
            kept.push(buffer);
        }
    }
}

/// What a backend that keeps its screen's last frame ([`KeepsFrame`]) holds: the frame,
/// once one is drawn, and where it borrows buffers to draw the next on.
#[derive(Debug, Default)]
pub struct Keep {
    frame: Option<KeptFrame>,
    easels: Easels,
}

impl Keep {
    /// Keeps frames drawing on `easels`.
    pub fn new(easels: Easels) -> Keep {
        Keep {
            frame: None,
            easels,
        }
    }

    /// The screen was cleared: the next frame is compared with a blank one.
    pub fn forget(&mut self) {
        self.frame = None;
    }

    /// Whether a frame is kept.
    pub fn holds_a_frame(&self) -> bool {
        self.frame.is_some()
    }
}

/// Draws a frame on a terminal whose backend keeps the last frame ([`Keep`]): it is painted
/// on a borrowed buffer for ratatui to compare the new frame with, drawn on another, and
/// both go back once the new frame is kept. Between frames ratatui holds no buffer.
pub(super) fn draw_kept<B: KeepsFrame>(
    terminal: &mut Terminal<B>,
    render: impl FnOnce(&mut ratatui::Frame),
    area: Rect,
) -> Result<(), B::Error> {
    let Some(keep) = terminal.backend_mut().keep() else {
        return Ok(());
    };
    let easels = keep.easels.clone();
    let kept = keep.frame.take();
    let mut last = easels.lend(area);
    match &kept {
        // A frame of another size was cleared with the screen it was on.
        Some(kept) if kept.area() == area => kept.paint(&mut last),
        _ => {}
    }
    *terminal.current_buffer_mut() = last;
    // ratatui's previous frame is the painted one; the one it leaves is empty.
    terminal.swap_buffers();
    *terminal.current_buffer_mut() = easels.lend(area);
    let drawn = terminal.draw(render)?;
    let kept = match kept {
        Some(mut kept) => {
            kept.keep(drawn.buffer);
            kept
        }
        None => KeptFrame::of(drawn.buffer),
    };
    // ratatui cleared the painted buffer, and clears the drawn one as it leaves it.
    easels.give_back(std::mem::take(terminal.current_buffer_mut()));
    terminal.swap_buffers();
    easels.give_back(std::mem::take(terminal.current_buffer_mut()));
    if let Some(keep) = terminal.backend_mut().keep() {
        keep.frame = Some(kept);
    }
    Ok(())
}

/// A backend that keeps its screen's last frame itself ([`Keep`]) for
/// [`super::draw_lean`], which then lets go of ratatui's buffers between frames. A backend
/// that does not (the default) leaves the last frame in ratatui's buffer. A backend that
/// keeps one forgets it whenever the screen is cleared ([`Keep::forget`]).
pub trait KeepsFrame: Backend {
    /// What keeps the last frame, or `None` when this backend leaves it to ratatui.
    fn keep(&mut self) -> Option<&mut Keep> {
        None
    }
}

impl KeepsFrame for TestBackend {}

impl<W: io::Write> KeepsFrame for CrosstermBackend<W> {}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use ratatui::style::{Color, Modifier};

    use super::*;

    /// A cell of any symbol (one char, a wide grapheme, several, none, NUL) and any look.
    fn cell() -> impl Strategy<Value = Cell> {
        let symbol = prop_oneof![
            Just(None),
            "[ a-zA-Z0-9]".prop_map(Some),
            "[ёжżółwčáp⬢│─𝄞]".prop_map(Some),
            Just(Some("\0".to_owned())),
            Just(Some(String::new())),
            Just(Some("👍🏽".to_owned())),
            Just(Some("e\u{301}".to_owned())),
        ];
        let color = prop_oneof![
            Just(Color::Reset),
            (0u8..16).prop_map(Color::Indexed),
            (any::<u8>(), any::<u8>()).prop_map(|(r, g)| Color::Rgb(r, g, 7)),
        ];
        let option = prop_oneof![
            Just(CellDiffOption::None),
            Just(CellDiffOption::Skip),
            Just(CellDiffOption::ForcedWidth(
                std::num::NonZeroU16::new(2).unwrap()
            )),
        ];
        let colors = (color.clone(), color.clone(), color);
        (symbol, colors, 0u16..8, option).prop_map(|(symbol, (fg, bg, under), modifier, option)| {
            let mut cell = Cell::EMPTY;
            if let Some(symbol) = symbol {
                cell.set_symbol(&symbol);
            }
            cell.set_fg(fg).set_bg(bg);
            cell.set_style(ratatui::style::Style::new().underline_color(under));
            cell.modifier = Modifier::from_bits_truncate(modifier);
            cell.set_diff_option(option);
            cell
        })
    }

    proptest! {
        /// A kept frame gives back its buffer, cell for cell, and a frame of many looks too
        /// (kept whole).
        #[test]
        fn a_kept_frame_gives_back_its_buffer(
            width in 1u16..30,
            height in 1u16..8,
            cells in proptest::collection::vec(cell(), 240),
        ) {
            let area = Rect::new(0, 0, width, height);
            let mut buffer = Buffer::empty(area);
            for (slot, cell) in buffer.content.iter_mut().zip(cells.iter().cycle()) {
                *slot = cell.clone();
            }
            let kept = KeptFrame::of(&buffer);
            prop_assert_eq!(kept.area(), area);
            // Painted on a buffer of another frame, of another size.
            let mut back = Buffer::empty(Rect::new(0, 0, 7, 3));
            back.content[2].set_symbol("全").set_fg(Color::Red);
            kept.paint(&mut back);
            prop_assert_eq!(&back, &buffer);
            // Symbol for symbol too (a blank `None` is `" "`, as ratatui compares them).
            for (a, b) in back.content.iter().zip(&buffer.content) {
                prop_assert_eq!(a.symbol(), b.symbol());
            }
        }
    }

    #[test]
    fn more_looks_than_a_byte_numbers_are_kept_whole() {
        let mut buffer = Buffer::empty(Rect::new(0, 0, 40, 10));
        for (i, cell) in buffer.content.iter_mut().enumerate() {
            let [low, high, ..] = i.to_le_bytes();
            cell.set_char('x').set_fg(Color::Rgb(low, high, 0));
        }
        let kept = KeptFrame::of(&buffer);
        assert!(matches!(kept.kept, Kept::Whole(_)));
        let mut back = Buffer::default();
        kept.paint(&mut back);
        assert_eq!(back, buffer);
        // At 80×24 with the game's few looks, 3 bytes a cell.
        let mut buffer = Buffer::empty(Rect::new(0, 0, 80, 24));
        for (i, cell) in buffer.content.iter_mut().enumerate() {
            cell.set_char('⬢')
                .set_fg(Color::Indexed(u8::try_from(i % 12).unwrap()));
        }
        match KeptFrame::of(&buffer).kept {
            Kept::Compact { palette, long, .. } => {
                assert_eq!(palette.len(), 12);
                assert!(long.is_empty());
            }
            Kept::Whole(_) => panic!("kept whole"),
        }
    }
}
