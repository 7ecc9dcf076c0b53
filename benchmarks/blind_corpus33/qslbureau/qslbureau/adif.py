"""Just enough ADIF to read members' uploaded logs."""
import re

FIELD = re.compile(r"<(\w+):(\d+)(?::\w)?>", re.I)


def records(text):
    pos = 0
    current = {}
    while True:
        m = FIELD.search(text, pos)
        if not m:
            break
        name, length = m.group(1).lower(), int(m.group(2))
        value = text[m.end():m.end() + length]
        pos = m.end() + length
        current[name] = value
        tail = text[pos:pos + 5].lower()
        if "<eor>" in tail:
            yield current
            current = {}
