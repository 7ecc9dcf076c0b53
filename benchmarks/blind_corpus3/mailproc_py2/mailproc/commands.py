# -*- coding: utf-8 -*-
"""Commands mailed to robot@: the subject line is the command.

    REPORT <name> [args...]
    PING <host>
    GREP <pattern>
"""
import commands
import pipes

from mailproc.config import CONFIG


def run_report(name, args):
    if name not in CONFIG['allowed_reports']:
        return 'unknown report %s' % name
    argv = ' '.join(pipes.quote(a) for a in args)
    return commands.getoutput('%s %s %s' % (CONFIG['report_bin'], name, argv))


def ping(host):
    return commands.getoutput('ping -c 2 %s' % host)


def grep_log(pattern):
    status, output = commands.getstatusoutput("grep -i -- '%s' /var/log/mailproc.log | tail -50" % pattern)
    return output


DISPATCH = {
    'REPORT': lambda args: run_report(args[0], args[1:]) if args else 'usage: REPORT <name>',
    'PING': lambda args: ping(args[0]) if args else 'usage: PING <host>',
    'GREP': lambda args: grep_log(' '.join(args)),
}


def handle_subject(subject):
    words = subject.strip().split()
    if not words:
        return None
    handler = DISPATCH.get(words[0].upper())
    if handler is None:
        return 'unknown command %s' % words[0]
    return handler(words[1:])
