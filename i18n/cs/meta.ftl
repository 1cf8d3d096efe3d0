### Jazyk.

# Název jazyka v něm samém.
language-name = Čeština
