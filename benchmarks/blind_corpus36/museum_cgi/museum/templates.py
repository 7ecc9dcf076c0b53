import html

HEAD = "<!doctype html><html><head><meta charset='utf-8'><title>%s</title></head><body>"


def page(title, body):
    return (HEAD % html.escape(title) + body + "</body></html>").encode("utf-8")


def not_found():
    return page("Not found", "<p>Sorry, we could not find that.</p>")
