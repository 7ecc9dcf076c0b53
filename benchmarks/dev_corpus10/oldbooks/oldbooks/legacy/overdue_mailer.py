# Sends overdue reminders through the local sendmail binary.
import os
import MySQLdb

SENDER = "circulation@oldbooks.example"


def overdue():
    conn = MySQLdb.connect(db="oldbooks", read_default_file="~/.my.cnf")
    cur = conn.cursor()
    cur.execute("SELECT p.email, p.name, b.title FROM loans l JOIN patrons p ON p.id = l.patron_id "
                "JOIN books b ON b.id = l.book_id WHERE l.due_date < CURDATE()")
    return cur.fetchall()


def send(email, name, title):
    body = "Dear %s,\n\nthe book '%s' is overdue.\n" % (name, title)
    fh = open("/tmp/overdue_%s.txt" % name, "w")
    fh.write(body)
    fh.close()
    os.system("/usr/sbin/sendmail -f %s %s < /tmp/overdue_%s.txt" % (SENDER, email, name))


def main():
    for email, name, title in overdue():
        try:
            send(email, name, title)
        except IOError, e:
            print "could not mail %s: %s" % (email, e)


if __name__ == "__main__":
    main()
