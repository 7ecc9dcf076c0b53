from html import escape


def esc(value):
    return escape("" if value is None else str(value), quote=True)


def page(title, body):
    return (
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>%s</title>"
        "<link rel='stylesheet' href='/intranet.css'></head><body>%s</body></html>" % (esc(title), body)
    )
