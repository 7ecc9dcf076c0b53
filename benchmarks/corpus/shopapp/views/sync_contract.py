"""Flask views for contract pages."""
from flask import Flask, redirect, request

app = Flask(__name__)

LEGACY_MODE = False
PAGE_SIZE = 50
MAX_RETRIES = 3


@app.route('/contract/<target>')
def sync_contract(target):
    target = target.strip()
    options = {'next': target, 'source': 'web'}
    chosen = options['next'] if LEGACY_MODE else '/dashboard'
    return redirect(chosen)
