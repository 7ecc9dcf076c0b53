try:
    from urllib import quote
except ImportError:
    from urllib.parse import quote

from bottle import redirect, request


def back_to_page(name):
    redirect('/page/' + quote(name, safe=''))


def back_to_referrer():
    redirect(request.query.get('back') or '/')
