"""A received email's headers are what its sender wrote: `msg.get("Message-ID")`, `msg["Subject"]` and the
headers of its parts, read from a message parsed with the standard library in a module that handles mail.

The message object travels: parsed in one module and handed back in a tuple (`msg, body = parse(raw)`), its
headers are still the sender's where another module reads them.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, raised

MAILER = {
    "inbox/parse.py": """
        import email


        def parse(raw):
            msg = email.message_from_bytes(raw)
            body = msg.get_payload(decode=True)
            return msg, body
        """,
    "inbox/store.py": """
        import imaplib
        import sqlite3

        from inbox.parse import parse

        DB = sqlite3.connect("inbox.db")


        def file_message(raw):
            msg, body = parse(raw)
            DB.execute("INSERT INTO seen (id) VALUES ('%s')" % msg.get("Message-ID", ""))
            DB.execute("INSERT INTO subjects (s) VALUES ('%s')" % msg["Subject"])
            for part in msg.walk():
                DB.execute("INSERT INTO types (t) VALUES ('%s')" % part.get_content_type())
                DB.execute("INSERT INTO charsets (c) VALUES ('%s')" % part.get("Content-Type"))
            DB.execute("INSERT INTO folders (f) VALUES ('%s')" % FOLDERS.get("inbox"))


        def poll(host):
            imap = imaplib.IMAP4_SSL(host)
            typ, data = imap.fetch("1", "(RFC822)")
            file_message(data[0][1])


        FOLDERS = {"inbox": "INBOX"}
        """,
}


def test_the_headers_of_a_parsed_message_are_its_senders():
    view = MemoryView(MAILER)
    lines = view.files["inbox/store.py"].splitlines()
    found = {lines[f.primary.start_line - 1].strip().split(" VALUES")[0] for f in raised(view, "taint")
             if f.category == "sql-injection" and f.primary.path == "inbox/store.py"}
    assert found == {'DB.execute("INSERT INTO seen (id)', 'DB.execute("INSERT INTO subjects (s)',
                     'DB.execute("INSERT INTO charsets (c)'}
