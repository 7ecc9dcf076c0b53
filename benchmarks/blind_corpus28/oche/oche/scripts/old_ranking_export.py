# Nightly export of the ranking table to the old county website.
# Still run from the clubhouse PC's cron; kept until the county site moves.
import cgi
import ftplib
import sqlite3
import sys

FTP_HOST = "ftp.countydarts-legacy.org.uk"
FTP_USER = "thursdayleague"
FTP_PASS = "Bullseye!1987"
OUT = "/tmp/oche_ranking.html"


def rows(db_path):
    conn = sqlite3.connect(db_path)
    cur = conn.execute("SELECT p.forename, p.surname, s.three_dart_avg FROM players p "
                       "JOIN stats s ON s.player_id = p.id ORDER BY s.three_dart_avg DESC")
    return cur.fetchall()


def render(data):
    out = ["<table>"]
    for forename, surname, avg in data:
        out.append("<tr><td>%s %s</td><td>%.2f</td></tr>" % (cgi.escape(forename, True), cgi.escape(surname, True), avg))
    out.append("</table>")
    return "\n".join(out)


def main(argv):
    db_path = argv[1] if len(argv) > 1 else "/var/lib/oche/league.sqlite3"
    html = render(rows(db_path))
    fh = open(OUT, "w")
    fh.write(html)
    fh.close()
    try:
        ftp = ftplib.FTP(FTP_HOST, FTP_USER, FTP_PASS)
        ftp.storbinary("STOR ranking.html", open(OUT, "rb"))
        ftp.quit()
    except ftplib.all_errors, e:
        print >>sys.stderr, "upload failed:", e
        return 1
    print "uploaded %d players" % html.count("<tr>")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
