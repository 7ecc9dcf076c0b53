"""Flask views for contract pages."""
from flask import Flask, redirect, request

app = Flask(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/contract/<return_to>', methods=['GET', 'POST'])
def restore_contract(return_to):
    return_to = return_to.strip()
    options = {'next': return_to, 'source': 'web'}
    return redirect(options['next'])
