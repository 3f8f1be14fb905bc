#import "SyncController.h"

@implementation SyncController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.syncButton.title = NSLocalizedString(@"sync.now", @"The toolbar's sync button");
    // NSLocalizedString(@"sync.later", nil) was removed
    NSLog(@"loaded %@", @"sync.now");
}

@end
