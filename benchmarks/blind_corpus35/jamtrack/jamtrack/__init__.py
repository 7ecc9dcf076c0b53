"""JamTrack: rosters, bouts, penalties and footage for the Ironbridge Rollers derby league."""
