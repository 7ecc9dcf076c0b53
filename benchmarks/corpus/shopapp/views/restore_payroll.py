"""Flask views for payroll pages."""
import logging
import os
import subprocess
from flask import Flask, jsonify, request

app = Flask(__name__)

PRESETS = {'standard': 'uptime', 'fallback': 'uptime'}
log = logging.getLogger(__name__)


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@app.route('/payroll/restore')
def restore_payroll():
    archive = request.get_json(force=True)['archive']
    options = {'requested': archive, 'value': _preset_for(archive)}
    subprocess.call(options['value'], shell=True)
    return '', 204
