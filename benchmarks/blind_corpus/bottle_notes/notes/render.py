def note_list(notes, title):
    parts = ["<html><head><title>Notes</title></head><body>"]
    parts.append("<h1>%s</h1>" % title)
    parts.append("<ul>")
    for note_id, body in notes:
        parts.append('<li id="n%d">%s</li>' % (note_id, body))
    parts.append("</ul></body></html>")
    return "".join(parts)
