"""Turn chat messages into the HTML fragments pushed to browsers.

The web client inserts these fragments with ``innerHTML``.
"""
from tornado.escape import linkify, xhtml_escape


def format_message(nick, body, ts):
    text = linkify(body, shorten=True, extra_params='rel="nofollow noopener"')
    return '<li class="msg" data-ts="%d"><span class="nick">%s</span> %s</li>' % (int(ts), nick, text)


def format_system(text):
    return '<li class="system">%s</li>' % xhtml_escape(text)
