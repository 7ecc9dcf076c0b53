from setuptools import find_packages, setup

setup(
    name="chorale",
    version="1.6.2",
    packages=find_packages(),
    install_requires=["pyramid", "pyramid_debugtoolbar", "waitress", "lxml", "python-ldap", "requests", "markupsafe"],
    entry_points={
        "paste.app_factory": ["main = chorale:main"],
        "console_scripts": ["chorale-initdb = chorale.scripts.initializedb:main"],
    },
)
