# -*- coding: utf-8 -*-
"""Filtering rules and plugins.

Plugins are .py files installed by the admin into CONFIG['plugin_dir'].
Rules can also be updated by mailing a rule file to rules@ -- the body of
the message is the new rule code.
"""
import glob
import os

from mailproc.config import CONFIG

PLUGINS = {}
RULES = []


def load_plugins():
    for path in sorted(glob.glob(os.path.join(CONFIG['plugin_dir'], '*.py'))):
        scope = {'__name__': 'mailproc_plugin'}
        try:
            execfile(path, scope)
        except Exception, e:
            print 'plugin %s failed: %s' % (path, e)
            continue
        if 'handle' in scope:
            PLUGINS[os.path.basename(path)[:-3]] = scope['handle']


def install_rule(sender, body):
    """Compile a rule mailed to rules@; it must define match(msg) -> bool."""
    scope = {}
    code = compile(body, '<rule from %s>' % sender, 'exec')
    exec code in scope
    if 'match' not in scope:
        raise ValueError('rule does not define match()')
    RULES.append((sender, scope['match']))
    return len(RULES)


def matching_rules(msg):
    return [sender for sender, match in RULES if match(msg)]
