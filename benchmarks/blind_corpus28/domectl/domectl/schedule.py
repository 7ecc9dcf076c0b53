import datetime
import html
import os
import sqlite3
import tempfile


class ScheduleDB:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)

    def register_show(self, manifest):
        title = manifest.findtext("title", "untitled")
        runtime = int(manifest.findtext("runtime", "0"))
        self.conn.execute("INSERT INTO shows (title, runtime) VALUES ('%s', %d)" % (title, runtime))
        self.conn.commit()

    def upcoming(self, days):
        until = (datetime.date.today() + datetime.timedelta(days=days)).isoformat()
        return self.conn.execute("SELECT s.title, p.starts FROM performances p JOIN shows s ON s.id = p.show_id "
                                 "WHERE p.starts <= ? ORDER BY p.starts", (until,)).fetchall()


def preview(rows):
    import webbrowser
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as fh:
        fh.write("<ul>%s</ul>" % "".join("<li>%s</li>" % html.escape(t) for t, _ in rows))
    webbrowser.open("file://" + fh.name)


def write_html(rows, out_path):
    body = "".join("<tr><td>%s</td><td>%s</td></tr>" % (html.escape(t), html.escape(s)) for t, s in rows)
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(out_path) or ".", suffix=".html")
    with os.fdopen(fd, "w") as fh:
        fh.write("<table>%s</table>" % body)
    os.replace(tmp, out_path)
    return out_path
