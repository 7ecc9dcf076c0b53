# -*- coding: utf-8 -*-
"""Split incoming messages into text + attachments and file the attachments."""
import email
import email.header
import os
import re

from mailproc.config import CONFIG

SAFE_CHARS = re.compile(r'[^A-Za-z0-9._-]')


def decode_header(value):
    parts = []
    for text, charset in email.header.decode_header(value or ''):
        parts.append(text.decode(charset or 'ascii', 'replace') if charset else text)
    return u''.join(p if isinstance(p, unicode) else p.decode('ascii', 'replace') for p in parts)


def parse(raw):
    msg = email.message_from_string(raw)
    body = None
    attachments = []
    for part in msg.walk():
        if part.get_content_maintype() == 'multipart':
            continue
        filename = part.get_filename()
        if filename:
            attachments.append((filename, part.get_content_type(), part.get_payload(decode=True)))
        elif part.get_content_type() == 'text/plain' and body is None:
            body = part.get_payload(decode=True)
    return msg, body or '', attachments


def save_attachment(sender, filename, data):
    """Attachments are filed per sender: attachments/<sender>/<filename>."""
    folder = os.path.join(CONFIG['attachment_dir'], SAFE_CHARS.sub('_', sender))
    if not os.path.isdir(folder):
        os.makedirs(folder)
    path = os.path.join(folder, filename)
    f = open(path, 'wb')
    try:
        f.write(data)
    finally:
        f.close()
    return path


def save_quarantined(msg_id, filename, data):
    name = SAFE_CHARS.sub('_', os.path.basename(filename.replace('\\', '/'))) or 'unnamed'
    path = os.path.join(CONFIG['spool_dir'], 'quarantine', '%s-%s' % (SAFE_CHARS.sub('_', msg_id), name))
    f = open(path, 'wb')
    f.write(data)
    f.close()
    return path
