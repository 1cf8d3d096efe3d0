### Lekce v prostém režimu, odpovědi o kamenech v ruce, rod kamene a proč napsaný text
### není tah (důvody notace, i pro řádek tahu na desce).


plain-why-unplaceable = { $piece } je v ruce a teď ho položit nejde: { $why }.
plain-why-placeable = { $piece } je v ruce a jde položit: napiš { $moves } { $piece } a uslyšíš kam.

plain-gender = { $bug ->
    [queen] f
    [grasshopper] f
    [ladybug] f
    [pillbug] f
   *[other] m
}

notation-empty = nic nenapsáno: tah je kámen a kam jde, např. wA1 -bG1
notation-too-many-parts = { $text }: tah je kámen a nejvýš jeden kámen, ke kterému jde, např. wA1 -bG1
notation-two-marks = { $text }: značka (- / \) stojí před kamenem nebo za ním, ne na obou stranách
notation-not-a-piece = { $text } není kámen: barva w nebo b, písmeno (Q S B G A M L P) a číslo, např. wQ nebo bA2
notation-no-such-number = { $text }: číslo { $number } není, { $bug } má čísla 1 až { $count }
notation-unique = { $text }: kámen { $bug } je jen jeden a nemá číslo (piš { $short })
notation-which = { $text }: který kámen { $bug }? Napiš číslo 1 až { $count }
notation-no-reference = u { $piece } uveď kámen, ke kterému jde (bez něj se píše jen první tah)
notation-reference-not-placed = { $piece } neleží na stole, vedle něj nic nejde
notation-reference-not-in-game = { $piece } ve hře { $game } není
notation-side-occupied = { $text } ukazuje na obsazené pole vedle { $piece }; tah na věž jmenuje kámen navrchu, např. { $climb }
