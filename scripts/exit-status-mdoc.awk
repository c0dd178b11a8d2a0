# Turns the "Exit status:" table of `vault --help` into mdoc for the man page's EXIT STATUS
# section (generate-manual writes only the generic `.Ex -std`). Usage:
#   vault --help | awk -f scripts/exit-status-mdoc.awk
# It reads to the end of the help rather than exiting after the table: a reader that stops early
# kills the writer with SIGPIPE, which `set -o pipefail` turns into a failed install.
done { next }
/^Exit status:/ { inside = 1; print ".Bl -tag -width Ds"; next }
inside && /^[[:space:]]*$/ { if (open) print text; print ".El"; inside = 0; done = 1; next }
inside && /^  [0-9]+ / {
    if (open) print text
    code = $1
    sub(/^  [0-9]+ +/, "")
    print ".It " code
    text = $0
    open = 1
    next
}
inside { line = $0; sub(/^ +/, "", line); text = text " " line }
END { if (inside) { if (open) print text; print ".El" } }
