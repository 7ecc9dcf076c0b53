# -*- coding: utf-8 -*-
import os
import tempfile


def scratch_name(prefix='mp'):
    """Name for a scratch file used while unpacking a message."""
    return os.tempnam('/tmp', prefix)


def scratch_file(prefix='mp'):
    fd, path = tempfile.mkstemp(prefix=prefix)
    return os.fdopen(fd, 'w+b'), path
