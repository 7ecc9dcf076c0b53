from setuptools import find_packages, setup

setup(
    name="pyrite",
    version="1.4.2",
    packages=find_packages(),
    install_requires=["pyramid", "waitress", "ldap3", "lxml"],
    entry_points={"paste.app_factory": ["main = pyrite:main"]},
)
