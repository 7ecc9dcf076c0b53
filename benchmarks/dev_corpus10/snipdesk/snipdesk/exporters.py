import html
import os
import tempfile
import webbrowser

PAGE = "<html><head><meta charset='utf-8'><title>{title}</title></head><body><h1>{title}</h1><pre>{body}</pre></body></html>"


def to_html(snippet):
    return PAGE.format(title=html.escape(snippet[1]), body=html.escape(snippet[3]))


def preview(snippet):
    path = os.path.join(tempfile.gettempdir(), "snipdesk-preview.html")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(to_html(snippet))
    webbrowser.open("file://" + path)
