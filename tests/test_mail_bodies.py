"""An email's body is data, never a file's name; the name its sender gave an attachment is one.

A scanner that takes "a path or the bytes" and is handed a message's payload opens nothing the sender named; a
mail handler that saves an attachment under `part.get_filename()` writes wherever the sender said.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, raised

SCANNER = """
    import email
    import os


    def scan(data):
        if os.path.isfile(data):
            with open(data, "rb") as handle:
                data = handle.read()
        return data.count(b"MZ")


    def scan_message(raw, folder):
        message = email.message_from_bytes(raw)
        for part in message.walk():
            scan(part.get_payload(decode=True))
            with open(os.path.join(folder, part.get_filename()), "wb") as handle:
                handle.write(part.get_payload(decode=True))
    """


def test_a_payload_opens_no_file_but_an_attachments_name_does():
    view = MemoryView({"scanner/mail.py": SCANNER})
    lines = view.files["scanner/mail.py"].splitlines()
    found = {lines[f.primary.start_line - 1].strip() for f in raised(view, "taint") if f.category == "path-traversal"}
    assert found == {'with open(os.path.join(folder, part.get_filename()), "wb") as handle:'}
