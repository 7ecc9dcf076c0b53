from distutils.core import setup

setup(
    name='mailproc',
    version='1.4.2',
    description='Mailbox robot: files attachments, runs mailed commands, ingests DMARC reports',
    author='Ops Team',
    packages=['mailproc'],
    scripts=['bin/mailproc'],
    requires=['MySQLdb', 'lxml'],
)
