### A game against the computer in the club's lobby (key c), and its plain command.

computer-key = c počítač
computer-keys = ↑↓ výběr · ←→ změnit · 1–5 úroveň · w/b tvoje barva · Enter hrát · Esc zpět
computer-title = Partie s počítačem
computer-field-level = Úroveň:
# A level: $number 1–5, $name its name (computer-level-N).
computer-level = { $number } · { $name }
computer-level-1 = začátečník
computer-level-2 = amatér
computer-level-3 = pokročilý
computer-level-4 = silný
computer-level-5 = expert
computer-about-1 = Vidí jeden tah dopředu, často se splete v úsudku a občas táhne naslepo.
computer-about-2 = Vidí dva půltahy dopředu a občas se splete v úsudku.
computer-about-3 = Vidí tři půltahy dopředu, nejvýš sekundu.
computer-about-4 = Přemýšlí nad tahem asi sekundu.
computer-about-5 = Přemýšlí nad tahem asi tři sekundy.
computer-clock = Čas měří server: hodiny se spustí, když si poprvé sedneš k partii, a běží až do jejího konce, ať jsi tu, nebo ne.
computer-unrated = Partie s počítačem se do hodnocení nepočítají. Odejdi, kdy chceš: partie na tebe počká ve tvém seznamu.
# A game's row in the lobby: who the member plays ($level 1–5).
computer-row = počítač, úroveň { $level }
computer-none = tento server nemá počítač ke hře
# $count: how many searches are ahead of the computer's in the server's queue.
computer-queued = Počítač přemýšlí: před ním ve frontě { $count ->
    [one] je { $count } výpočet.
    [few] jsou { $count } výpočty.
   *[other] je { $count } výpočtů.
}
# The plain lobby's command word (one word, lower case).
computer-plain-cmd = počítač
computer-plain-help = partie s počítačem: úroveň 1 až 5, pak případně tvoje barva, druh hry a hodiny, třeba počítač 2 black Base 5+3.
computer-plain-level = Řekni úroveň počítače, od 1 (nejslabší) do 5, třeba počítač 1.
computer-plain-wrong = { $text } není úroveň (1 až 5), barva (white, black), druh hry (Base, Base+MLP) ani hodiny (5+3, none).
# $level: computer-level; $play: the lobby's word for play.
computer-plain-made = Partie { $number } je hotová, proti počítači na úrovni { $level }: { $play } { $number } tě k ní posadí.
