# -*- coding: utf-8 -*-
"""Main loop: poll IMAP, dispatch each message to the right handler in a worker thread."""
import imaplib
import os
import threading
import time
import traceback

from mailproc import commands, dmarc, links, parser, rules, state, store, tmpfiles, users
from mailproc.config import CONFIG, load_overrides

HANDLERS = {}


def handles(local_part):
    def deco(fn):
        HANDLERS[local_part] = fn
        return fn
    return deco


def reply(to, subject, body, attachment=None):
    # delivery via the local MTA; see mailproc.smtp (not shown) for the real thing
    print 'reply to %s: %s (%d bytes)' % (to, subject, len(body))


@handles('robot')
def on_command(msg, body, attachments):
    sender = parser.decode_header(msg.get('From'))
    password = msg.get('X-Robot-Password', '')
    if not users.authenticate(sender, password):
        reply(sender, 'denied', 'unknown sender or bad password')
        return
    subject = parser.decode_header(msg.get('Subject'))
    if subject.upper().startswith('FETCH '):
        ctype, data = links.fetch(subject[6:].strip())
        reply(sender, 'Re: ' + subject, data or '', attachment=ctype)
        return
    reply(sender, 'Re: ' + subject, commands.handle_subject(subject) or '')


@handles('files')
def on_files(msg, body, attachments):
    sender = parser.decode_header(msg.get('From'))
    for filename, ctype, data in attachments:
        if ctype == 'application/x-mailproc-state':
            state.resume_from_attachment(data)
        else:
            parser.save_attachment(sender, filename, data)


@handles('dmarc')
def on_dmarc(msg, body, attachments):
    for filename, ctype, data in attachments:
        spool = tmpfiles.scratch_name('dmarc')
        f = open(spool, 'wb')
        f.write(data)
        f.close()
        try:
            dmarc.summarise(filename, data)
        finally:
            os.unlink(spool)


@handles('rules')
def on_rules(msg, body, attachments):
    sender = parser.decode_header(msg.get('From'))
    rules.install_rule(sender, body)


@handles('quarantine')
def on_quarantine(msg, body, attachments):
    msg_id = msg.get('Message-ID', 'noid').strip('<>')
    for filename, ctype, data in attachments:
        parser.save_quarantined(msg_id, filename, data)


def process(raw):
    msg, body, attachments = parser.parse(raw)
    msg_id = msg.get('Message-ID', '')
    if store.message_seen(msg_id):
        return
    store.log_message(msg_id, msg.get('From', ''), parser.decode_header(msg.get('Subject')))
    to = (msg.get('Delivered-To') or msg.get('To') or '').split('@')[0].strip('<> ').lower()
    handler = HANDLERS.get(to)
    if handler is None:
        return
    try:
        handler(msg, body, attachments)
    except Exception, e:
        print 'handler %s failed: %s' % (to, e)
        traceback.print_exc()


def poll_once(imap):
    imap.select(CONFIG['imap_folder'])
    typ, data = imap.search(None, 'UNSEEN')
    for num in data[0].split():
        typ, parts = imap.fetch(num, '(RFC822)')
        t = threading.Thread(target=process, args=(parts[0][1],))
        t.daemon = True
        t.start()


def main():
    load_overrides()
    rules.load_plugins()
    imap = imaplib.IMAP4_SSL(CONFIG['imap_host'])
    imap.login(CONFIG['imap_user'], CONFIG['imap_password'])
    while True:
        try:
            poll_once(imap)
        except imaplib.IMAP4.abort, e:
            print 'imap connection lost (%s), reconnecting' % e
            imap = imaplib.IMAP4_SSL(CONFIG['imap_host'])
            imap.login(CONFIG['imap_user'], CONFIG['imap_password'])
        time.sleep(30)


if __name__ == '__main__':
    main()
