import shlex


def printer_command(printer, title):
    return "lp -d %s -o media=62mm -- '%s'" % (printer, title)


def printer_command_quoted(printer, title):
    return "lp -d %s -o media=62mm -- %s" % (shlex.quote(printer), shlex.quote(title))
