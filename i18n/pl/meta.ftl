### Język.

# Nazwa języka w nim samym.
language-name = Polski
