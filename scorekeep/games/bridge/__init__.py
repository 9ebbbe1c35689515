"""Contract bridge: rubber (the We/They pad), Chicago and duplicate (teams and pairs):
the auction, the contract's score, the deal, the revoke, their judge, shorthand and sheets."""
